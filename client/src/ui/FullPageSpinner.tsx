import { Spinner } from '@blueprintjs/core';

/** The full-page centred spinner shown while loading. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fel-full-page-spinner" role="status" aria-live="polite">
      <Spinner size={50} aria-label={label} />
    </div>
  );
}
