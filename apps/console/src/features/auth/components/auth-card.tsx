import type { ReactNode } from 'react';
import { ArcaMark } from '../../../shared/brand/arca-mark.tsx';
import './auth-card.css';

export interface AuthCardProps {
  title: string;
  /** A line under the title that says what this step asks for. */
  description?: ReactNode;
  children: ReactNode;
  /** A line under the card. */
  footer?: ReactNode;
}

/**
 * The centred card every screen under /login shares, on the same soft background. Drawn without
 * antd, so the login route loads none of it; the other screens put antd's controls inside.
 */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <main className="arca-plain arca-auth-page">
      <section className="arca-auth-card" aria-labelledby="arca-auth-title">
        <div className="arca-auth-heading">
          <span className="arca-auth-mark">
            <ArcaMark size={40} color="currentColor" />
          </span>
          <h1 id="arca-auth-title" className="arca-auth-title">
            {title}
          </h1>
          {description ? <span className="arca-auth-description">{description}</span> : null}
        </div>
        {children}
      </section>
      {footer}
    </main>
  );
}
