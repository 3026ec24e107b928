/** The mark of a disclosure button: points down when closed, up when open (by CSS on aria-expanded). Decorative. */
export function ChevronIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width={20} height={20} viewBox="0 0 24 24" className="pl-chevron">
      <path fill="currentColor" d="M12 15.6 5.3 8.9l1.4-1.4 5.3 5.3 5.3-5.3 1.4 1.4z" />
    </svg>
  );
}
