/** The documents' small icons; always decorative (the control next to them carries the text). */
const common = { focusable: false, width: 24, height: 24, viewBox: '0 0 24 24' } as const;

export function UploadIcon() {
  return (
    <svg aria-hidden="true" {...common} width={32} height={32}>
      <path fill="currentColor" d="M11 16V7.8L7.4 11.4 6 10l6-6 6 6-1.4 1.4L13 7.8V16h-2zm-7 4v-5h2v3h12v-3h2v5H4z" />
    </svg>
  );
}

export function CameraIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path
        fill="currentColor"
        d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 4.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"
      />
    </svg>
  );
}

export function FileIcon() {
  return (
    <svg aria-hidden="true" {...common} width={40} height={40}>
      <path
        fill="currentColor"
        d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM6 4v16h12V11h-7V4H6z"
      />
    </svg>
  );
}

export function DeleteIcon() {
  return (
    <svg aria-hidden="true" {...common} width={20} height={20}>
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zM6 8h12l-1 13H7L6 8zm3 2v9h2v-9H9zm4 0v9h2v-9h-2z" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg aria-hidden="true" {...common} width={20} height={20}>
      <path fill="currentColor" d="M12 2 1 21h22L12 2zm0 4.2L19.5 19h-15L12 6.2zM11 10v5h2v-5h-2zm0 6v2h2v-2h-2z" />
    </svg>
  );
}
