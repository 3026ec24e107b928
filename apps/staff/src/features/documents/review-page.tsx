/**
 * One request under review (decision 034): opening it claims it (or shows who has it); its documents
 * shown beside it, fetched and shown from a blob: URL (PDF in an <object>, images in an <img>), never
 * run; the decision with a reason from the municipality's list plus free text.
 */
import type { DocumentReview } from '@parkeerloket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callStaff, staffUrl } from '../../lib/api-client';
import './documents.css';
import { formatMoment } from '../../lib/queue-format';

type Outcome = 'accepted' | 'rejected_upload' | 'rejected';

function DocumentViewer(props: { requestId: number; document: DocumentReview['documents'][number] }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    const controller = new AbortController();
    fetch(staffUrl('getReviewDocument', { params: { requestId: props.requestId, documentId: props.document.id } }), {
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [props.requestId, props.document.id]);
  const label = t('staff.documents.viewer', { name: props.document.filename });
  if (failed) return <p role="alert">{t('staff.queues.failed', { detail: props.document.filename })}</p>;
  if (!url) return <p role="status">{t('staff.queues.loading')}</p>;
  if (props.document.contentType.startsWith('image/')) {
    return <img className="pl-staff-viewer__image" src={url} alt={label} />;
  }
  if (props.document.contentType === 'application/pdf') {
    return (
      <object className="pl-staff-viewer__pdf" data={url} type="application/pdf" aria-label={label}>
        <a href={url} download={props.document.filename}>
          {t('staff.documents.download', { name: props.document.filename })}
        </a>
      </object>
    );
  }
  return (
    <p>
      {t('staff.documents.no_preview')}{' '}
      <a href={url} download={props.document.filename}>
        {t('staff.documents.download', { name: props.document.filename })}
      </a>
    </p>
  );
}

function DecisionForm(props: { review: DocumentReview; onDecided: (statuses: string[]) => void }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('accepted');
  const [reason, setReason] = useState('');
  const [freeText, setFreeText] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const decide = useMutation({
    mutationFn: () =>
      callStaff('decideDocumentReview', {
        params: { requestId: props.review.requestId },
        body: outcome === 'accepted' ? { outcome } : { outcome, reason, freeText },
      }),
    onSuccess: (result) => props.onDecided(result.statuses),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome !== 'accepted' && reason === '') {
      setMissingReason(true);
      return;
    }
    setMissingReason(false);
    decide.mutate();
  };
  return (
    <form className="pl-staff-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('staff.documents.decision')}</legend>
        {(['accepted', 'rejected_upload', 'rejected'] as const).map((value) => (
          <div key={value} className="pl-staff-form__choice">
            <input
              type="radio"
              id={`outcome-${value}`}
              name="outcome"
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            <label htmlFor={`outcome-${value}`}>{t(`staff.documents.outcome.${value}`)}</label>
          </div>
        ))}
      </fieldset>
      {outcome !== 'accepted' ? (
        <>
          <div className="pl-staff-form__field">
            <label htmlFor="reason">{t('staff.documents.reason')}</label>
            <select
              id="reason"
              value={reason}
              aria-invalid={missingReason || undefined}
              aria-describedby={missingReason ? 'reason-error' : undefined}
              onChange={(event) => setReason(event.target.value)}
            >
              <option value="">{t('staff.documents.reason_choose')}</option>
              {props.review.rejectionReasons.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            {missingReason ? (
              <p id="reason-error" className="pl-staff-form__error" role="alert">
                {t('staff.documents.reason_required')}
              </p>
            ) : null}
          </div>
          <div className="pl-staff-form__field">
            <label htmlFor="free-text">{t('staff.documents.free_text')}</label>
            <textarea id="free-text" maxLength={400} value={freeText} onChange={(e) => setFreeText(e.target.value)} />
          </div>
        </>
      ) : null}
      {decide.isError ? (
        <p className="pl-staff-form__error" role="alert">
          {t('staff.queues.failed', { detail: decide.error.message })}
        </p>
      ) : null}
      <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={decide.isPending}>
        {t('staff.documents.submit')}
      </button>
    </form>
  );
}

export default function ReviewPage() {
  const { t, i18n } = useTranslation();
  const requestId = Number(useParams().requestId);
  const queryClient = useQueryClient();
  const [decided, setDecided] = useState<string[] | null>(null);
  const review = useQuery({
    queryKey: ['staff', 'documents', 'review', requestId],
    queryFn: () => callStaff('claimDocumentReview', { params: { requestId } }),
    enabled: Number.isInteger(requestId) && requestId > 0 && decided === null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const release = useMutation({
    mutationFn: () => callStaff('releaseDocumentReview', { params: { requestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'documents'] }),
  });
  if (decided) {
    return (
      <>
        <h1 className="utrecht-heading-1">{t('staff.documents.title', { id: requestId })}</h1>
        <p className="utrecht-paragraph" role="status">
          {t('staff.documents.decided', {
            status: t(`staff.documents.request_status.${decided[decided.length - 1]}`, {
              defaultValue: decided[decided.length - 1],
            }),
          })}
        </p>
        <Link to="..">{t('staff.queues.back')}</Link>
      </>
    );
  }
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.documents.title', { id: requestId })}</h1>
      <p>
        <Link to="..">{t('staff.queues.back')}</Link>
      </p>
      {review.isPending ? (
        <p className="utrecht-paragraph" role="status">
          {t('staff.queues.loading')}
        </p>
      ) : review.isError ? (
        <p className="utrecht-paragraph" role="alert">
          {review.error.message}
        </p>
      ) : (
        <div className="pl-staff-review">
          <section className="pl-staff-review__facts" aria-labelledby="review-facts">
            <h2 id="review-facts" className="utrecht-heading-2">
              {review.data.product}
            </h2>
            <p role="status" className="pl-staff-review__claim">
              {review.data.claim.standing === 'other'
                ? t('staff.documents.claimed_by_other', {
                    name: review.data.claim.staffName,
                    until: formatMoment(review.data.claim.until, i18n.language),
                  })
                : t('staff.documents.claimed_by_me', { until: formatMoment(review.data.claim.until, i18n.language) })}
            </p>
            <dl className="pl-staff-facts">
              <dt>{t('staff.documents.col.resident')}</dt>
              <dd>{review.data.relationName}</dd>
              <dt>{t('staff.documents.col.waiting')}</dt>
              <dd>{formatMoment(review.data.waitingSince, i18n.language)}</dd>
              <dt>{t('staff.documents.plates')}</dt>
              <dd>
                {review.data.plates
                  .map((p) => (p.lease ? `${p.plate} (${t('staff.documents.lease')})` : p.plate))
                  .join(', ')}
              </dd>
            </dl>
            {review.data.claim.standing === 'mine' ? (
              <>
                <DecisionForm
                  review={review.data}
                  onDecided={(statuses) => {
                    setDecided(statuses);
                    void queryClient.invalidateQueries({ queryKey: ['staff', 'documents'] });
                  }}
                />
                <button
                  type="button"
                  className="utrecht-button utrecht-button--secondary-action"
                  onClick={() => release.mutate()}
                >
                  {t('staff.documents.release')}
                </button>
              </>
            ) : null}
          </section>
          <section className="pl-staff-review__documents" aria-labelledby="review-documents">
            <h2 id="review-documents" className="utrecht-heading-2">
              {t('staff.documents.document_list')}
            </h2>
            {review.data.documents.map((document) => (
              <article key={document.id} className="pl-staff-review__document">
                <h3 className="utrecht-heading-3">
                  {document.requirement || document.filename}
                  {document.licensePlate ? ` (${document.licensePlate})` : ''}
                </h3>
                <p>
                  {document.filename} · {t(`staff.documents.status.${document.statusLevel}`)}
                  {document.statusReasonText ? ` · ${document.statusReasonText}` : ''}
                </p>
                <DocumentViewer requestId={review.data.requestId} document={document} />
              </article>
            ))}
          </section>
        </div>
      )}
    </>
  );
}
