/** Small inline icons; always decorative (the control next to them carries the text). */
const common = { focusable: false, width: 24, height: 24, viewBox: '0 0 24 24' } as const;

export function MenuIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path
        fill="currentColor"
        d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
        transform="translate(1.4 0)"
      />
    </svg>
  );
}

export function CartIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H21l-2 8H7.4l.4 2H19v2H6.2L3.6 4H1V2h3.9z"
      />
    </svg>
  );
}

/** The attention dialog's mark: a triangle with an exclamation mark. */
export function AttentionIcon() {
  return (
    <svg aria-hidden="true" className="pl-dialog__icon" {...common} width={40} height={40}>
      <path fill="currentColor" d="M12 2 1 21h22L12 2zm0 4.2L19.5 19h-15L12 6.2zM11 10v5h2v-5h-2zm0 6v2h2v-2h-2z" />
    </svg>
  );
}
