/** Why a save was refused: the problem's title and detail, and each field of the file with its reason. */
import { useTranslation } from 'react-i18next';
import { StaffApiError } from '../../lib/api-client';

export function ProblemList(props: { error: Error | null }) {
  const { t } = useTranslation();
  if (!props.error) return null;
  const problem = props.error instanceof StaffApiError ? props.error.problem : null;
  return (
    <div role="alert" className="pl-staff-catalogue__problems">
      <p className="utrecht-paragraph pl-staff-form__error">
        {t('staff.catalogue.problems')} {problem?.detail ?? props.error.message}
      </p>
      {problem?.detail && problem.title !== problem.detail ? (
        <p className="utrecht-paragraph">{problem.title}</p>
      ) : null}
      {problem?.invalidParams?.length ? (
        <ul className="utrecht-unordered-list">
          {problem.invalidParams.map((p) => (
            <li key={`${p.name}:${p.reason}`}>
              <code>{p.name.replace(/^body\.(file\.)?/, '')}</code>: {p.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
