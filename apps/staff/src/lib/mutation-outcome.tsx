import type { ReactNode } from 'react';

/**
 * What a form's action came to, announced where it happened: the refusal as an alert, the result as a
 * status, in one polite live region that is always on the page (so screen readers hear what is added).
 */
export function MutationOutcome<T>({
  mutation,
  done,
}: {
  mutation: { isError: boolean; error: Error | null; data: T | undefined };
  done: (data: T) => ReactNode;
}) {
  return (
    <div aria-live="polite">
      {mutation.isError && (
        <p className="utrecht-paragraph" role="alert">
          {mutation.error?.message}
        </p>
      )}
      {mutation.data !== undefined && (
        <p className="utrecht-paragraph" role="status">
          {done(mutation.data)}
        </p>
      )}
    </div>
  );
}
