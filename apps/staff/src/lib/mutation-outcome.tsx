import type { ReactNode } from 'react';

/**
 * What a form's action came to, announced where it happened: the refusal as an alert, the result as a
 * status, in one polite live region that is always on the page (so screen readers hear what is added).
 * With `pending`, a slow action (an upload) also says that it is under way.
 */
export function MutationOutcome<T>({
  mutation,
  done,
  pending,
}: {
  mutation: { isError: boolean; error: Error | null; data: T | undefined; isPending?: boolean };
  done: (data: T) => ReactNode;
  pending?: ReactNode;
}) {
  return (
    <div aria-live="polite">
      {pending !== undefined && mutation.isPending && (
        <p className="utrecht-paragraph" role="status">
          {pending}
        </p>
      )}
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
