import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move between tabs, Home and End jump to the ends. The
 * open tab is kept here, or by the caller when it passes `selectedId` and `onSelect` (in the address, say).
 */
export function Tabs({
  label,
  items,
  selectedId: chosenId,
  onSelect,
}: {
  label: string;
  items: readonly TabItem[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}) {
  const baseId = useId();
  const [ownId, setOwnId] = useState(items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const controlled = onSelect !== undefined;
  const selectedId = controlled ? chosenId : ownId;
  const setSelectedId = controlled ? onSelect : setOwnId;
  // An unknown or missing choice (an old link, a tab gone since) opens the first tab.
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  if (!selected) return null;

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.id === selected?.id);
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = items[target];
    if (!next) return;
    setSelectedId(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className="app-tabs">
      <div className="nav nav-tabs" role="tablist" aria-label={label}>
        {items.map((item) => {
          const isSelected = item.id === selected.id;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              className={`nav-link${isSelected ? ' active' : ''}`}
              onClick={() => setSelectedId(item.id)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tab panel pattern makes the panel focusable
          tabIndex={0}
          hidden={item.id !== selected.id}
          className="app-tabs__panel"
        >
          {item.id === selected.id ? item.content : null}
        </div>
      ))}
    </div>
  );
}
