import { PRODUCT_NAME } from '../../../common/product';

/** The product mark and name. */
export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <span className="fel-logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="var(--fel-primary)" />
        <path d="M8 23V9h10v3h-6.5v2.6H17v3h-5.5V23z" fill="#fff" />
        <path d="M19 23v-7h3v4h3v3z" fill="#9fd6b4" />
      </svg>
      {withName && <span className="fel-logo-name">{PRODUCT_NAME}</span>}
    </span>
  );
}
