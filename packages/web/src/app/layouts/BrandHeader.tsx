import type { ReactNode } from 'react';
import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { AgencyName } from './AgencyName';

function ShieldIcon() {
  return (
    <svg className="icon app-brand-icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 3 5 7.5v7.3C5 22 9.7 27.3 16 29c6.3-1.7 11-7 11-14.2V7.5z" />
    </svg>
  );
}

/** Bootstrap Italia's two-band header: slim band (agency, `slimRight`) and centre band (product name). */
export function BrandHeader({ slimRight, children }: { slimRight?: ReactNode; children?: ReactNode }) {
  return (
    <header className="it-header-wrapper app-header">
      <div className="it-header-slim-wrapper">
        <div className="container">
          <div className="it-header-slim-wrapper-content">
            <span className="navbar-brand">
              <AgencyName />
            </span>
            <div className="it-header-slim-right-zone">{slimRight}</div>
          </div>
        </div>
      </div>
      <div className="it-nav-wrapper">
        <div className="it-header-center-wrapper it-small-header">
          <div className="container">
            <div className="it-header-center-content-wrapper">
              <div className="it-brand-wrapper">
                <Link to={paths.home()}>
                  <ShieldIcon />
                  <span className="it-brand-text">
                    <span className="it-brand-title">{text.appName}</span>
                  </span>
                </Link>
              </div>
            </div>
          </div>
        </div>
        {children}
      </div>
    </header>
  );
}
