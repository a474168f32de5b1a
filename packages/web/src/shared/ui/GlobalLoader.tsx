import { useEffect, useState } from 'react';
import { text } from '@/shared/messages';
import { createLoaderVisibility } from './loaderVisibility';

interface ActivitySource {
  inFlight: () => number;
  subscribeActivity: (listener: (inFlight: number) => void) => () => void;
}

/** The loader shown while requests are under way (SPEC §2 "Shared frame"). */
export function GlobalLoader({ source }: { source: ActivitySource }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const visibility = createLoaderVisibility(setVisible);
    visibility.update(source.inFlight());
    const unsubscribe = source.subscribeActivity(visibility.update);
    return () => {
      unsubscribe();
      visibility.dispose();
    };
  }, [source]);

  return (
    <div className="global-loader" role="status">
      {visible ? (
        <div className="global-loader__box">
          <div className="progress-spinner progress-spinner-active size-sm" aria-hidden="true" />
          <span>{text.loading}</span>
        </div>
      ) : null}
    </div>
  );
}
