import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Always import Link, redirect and useRouter from here: they keep the current locale prefix. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
