/**
 * /iban-editor (core 2.13, 2.14): add or change the IBAN and the account owner. After saving
 * the user goes back to /user, which says that it was saved.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNaw } from '../../../api/get-naw';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { profileNotice } from '../profile-notice';
import { useIbanForm } from './iban-form';
import '../../../styles/screens.css';
import '../profile.css';
import { paths } from '../../../lib/paths';

export function IbanEditorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const naw = useNaw();
  const current = { iban: naw.data?.BANKACCOUNT_NR?.trim() ?? '', owner: naw.data?.BANKACCOUNT_OWNER?.trim() ?? '' };
  const mode = current.iban === '' ? 'add' : 'edit';
  const form = useIbanForm(current, () => {
    profileNotice.set('user.iban.saved');
    navigate(paths.user, { replace: true });
  });

  return (
    <>
      <ScreenTitle title={t(`user.iban_editor.title.${mode}`)} />
      <p className="utrecht-paragraph">{t('user.iban_editor.intro')}</p>
      <form className="pl-form" noValidate onSubmit={(event) => void form.submit(event)}>
        {form.fields}
        <div className="pl-form__actions">
          <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={!form.canSave}>
            {t('user.iban_editor.save')}
          </button>
        </div>
      </form>
      <BackLink to={paths.user} label={t('user.back')} />
    </>
  );
}
