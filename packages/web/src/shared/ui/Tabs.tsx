import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** Less of the panel than this share of the screen in view after a tab is chosen, and the tabs come up. */
const PANEL_IN_VIEW = 0.25;

/**
 * Whether the panel just opened starts too low to be read (a tab tapped at the foot of a phone's screen):
 * less than a quarter of the screen's height of it is in view.
 */
export const panelStartsTooLow = (panelTop: number, viewportHeight: number) =>
  panelTop > viewportHeight * (1 - PANEL_IN_VIEW);

/**
 * WAI-ARIA tabs with automatic activation: arrows move between tabs, Home and End jump to the ends. The
 * open tab is kept here, or by the caller when it passes `selectedId` and `onSelect` (in the address, say;
 * the caller keeps the page's scroll, decisions/0148). A tab chosen keeps the page where it is, unless its
 * panel would start at the foot of the screen: then the tabs scroll up to the top of the screen, the panel
 * under them. Focus stays on the tab.
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
  const listRef = useRef<HTMLDivElement>(null);
  const panelRefs = useRef(new Map<string, HTMLDivElement>());
  /** A tab the user chose, whose panel is to be brought into view once it shows. */
  const chosen = useRef<string | null>(null);
  const controlled = onSelect !== undefined;
  const selectedId = controlled ? chosenId : ownId;
  const setSelectedId = controlled ? onSelect : setOwnId;
  // An unknown or missing choice (an old link, a tab gone since) opens the first tab.
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  const shownId = selected?.id;
  useEffect(() => {
    if (shownId === undefined || chosen.current !== shownId) return;
    chosen.current = null;
    const panel = panelRefs.current.get(shownId);
    if (panel && panelStartsTooLow(panel.getBoundingClientRect().top, window.innerHeight)) {
      listRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [shownId]);
  if (!selected) return null;

  const choose = (id: string) => {
    chosen.current = id;
    setSelectedId(id);
  };

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
    choose(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className="app-tabs">
      <div ref={listRef} className="nav nav-tabs" role="tablist" aria-label={label}>
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
              onClick={() => choose(item.id)}
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
          ref={(node) => {
            if (node) panelRefs.current.set(item.id, node);
            else panelRefs.current.delete(item.id);
          }}
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
