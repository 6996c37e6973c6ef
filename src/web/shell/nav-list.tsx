import { Link } from '@tanstack/react-router';
import type { NavItem } from './nav-items.ts';

const ITEM_CLASSES =
  'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-strong';

/** Sidebar links; the router marks the current one with aria-current="page", which drives the highlight. */
export function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            activeOptions={{ exact: item.isExact ?? false }}
            className={ITEM_CLASSES}
            onClick={onNavigate}
          >
            <item.icon aria-hidden="true" className="size-4 shrink-0" />
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
