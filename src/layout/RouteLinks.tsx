/** A list of links to pages by route name (menus, footer, user navigation). */
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../domain/routes.ts';
import type { RouteName } from '../../domain/routes.ts';

export interface RouteLink {
  route: RouteName;
  labelKey: string;
  query?: Record<string, string>;
}

interface RouteLinksProps extends HTMLAttributes<HTMLUListElement> {
  links: readonly RouteLink[];
  linkClassName?: string | undefined;
  /** Something shown after a link's label, by route (the unread count beside Messages). */
  after?: Partial<Record<RouteName, ReactNode>> | undefined;
  /** Extra items after the links (e.g. the logout button). */
  children?: ReactNode;
}

export function RouteLinks({ links, linkClassName, after, children, ...list }: RouteLinksProps) {
  const { t } = useTranslation();
  return (
    <ul {...list}>
      {links.map(({ route, labelKey, query }) => (
        <li key={`${route}${query ? JSON.stringify(query) : ''}`}>
          <Link to={hrefFor(route, {}, query)} className={linkClassName}>
            {t(labelKey)}
            {after?.[route]}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
