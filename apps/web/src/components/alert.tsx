/** An NL Design System alert. 'error' and 'warning' are announced at once (role alert). */
import type { ReactNode } from 'react';

export interface AlertProps {
  type: 'info' | 'ok' | 'warning' | 'error';
  title?: string;
  children: ReactNode;
}

export function Alert({ type, title, children }: AlertProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div className={`utrecht-alert utrecht-alert--${type} pl-alert`} role={urgent ? 'alert' : 'status'}>
      <div className="utrecht-alert__content">
        <div className="utrecht-alert__message">
          {title ? <p className="utrecht-paragraph pl-alert__title">{title}</p> : null}
          {children}
        </div>
      </div>
    </div>
  );
}
