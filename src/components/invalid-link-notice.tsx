import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { buttonClasses } from './ui/button.tsx';
import { Notice } from './ui/notice.tsx';

/** The way on from a page that cannot be shown: the start page. */
export function StartPageLink() {
  return (
    <Link to={paths.home()} className={buttonClasses('secondary', 'sm')}>
      Go to the start page
    </Link>
  );
}

/**
 * A name or id in the address that cannot be used (`“a b” is not a valid domain name`): why, that
 * nothing was asked of the DNS API, and a way on (the start page unless `action` says otherwise).
 * Its title is a heading of `level`: 1 where the notice is all the page has, 2 below the page's
 * own header.
 */
export function InvalidLinkNotice({
  title,
  reason,
  level,
  action = <StartPageLink />,
}: {
  title: string;
  reason: string;
  level: 1 | 2;
  action?: ReactNode;
}) {
  return (
    <Notice tone="error" title={title} titleLevel={level} actions={action}>
      {reason} Nothing was requested from the DNS API.
    </Notice>
  );
}
