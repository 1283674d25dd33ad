'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Router = ReturnType<typeof useRouter>;

/** The App Router, or null where there is none (component tests render links bare; useRouter throws there). */
function useOptionalRouter(): Router | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

/**
 * next/link that fetches its page when the shopper shows intent (pointer over it, focus, touch) instead of as soon
 * as it scrolls into view: a first visit then downloads only its own page's code, not that of every page the header
 * and footer link to (issue 14: /cart fetched the checkout form's 30 KB this way).
 */
export default function IntentLink({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const router = useOptionalRouter();
  const warm = () => {
    if (router && typeof props.href === 'string') router.prefetch(props.href);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(e) => {
        warm();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        warm();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        warm();
        onTouchStart?.(e);
      }}
    />
  );
}
