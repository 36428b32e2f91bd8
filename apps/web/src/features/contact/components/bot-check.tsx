/// <reference types="altcha/types/react" />
import { BOTCHECK_API } from '@motorwise/shared';
import 'altcha';
import type { AltchaWidgetElement } from 'altcha';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';

export const BOT_CHECK_CHALLENGE_URL = BOTCHECK_API.getBotCheckChallenge.path;

export interface BotCheckHandle {
  /** The solved payload; solves the challenge first when the visitor has not ticked the box yet. */
  getPayload: () => Promise<string | null>;
  /** A payload is single-use: reset after every submission so the next one gets a fresh challenge. */
  reset: () => void;
}

/**
 * The self-hosted ALTCHA proof-of-work check (no third-party call). It starts solving as soon as the
 * visitor focuses the form, so by the time they press Send it is usually done.
 */
export function BotCheck({ ref }: { ref: Ref<BotCheckHandle> }) {
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const payloadRef = useRef<string | null>(null);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      payloadRef.current = detail?.state === 'verified' && detail.payload ? detail.payload : null;
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      getPayload: async () => {
        if (payloadRef.current) return payloadRef.current;
        const widget = widgetRef.current;
        if (!widget || typeof widget.verify !== 'function') return null;
        try {
          const result = await widget.verify();
          payloadRef.current = result?.payload ?? null;
          return payloadRef.current;
        } catch {
          return null;
        }
      },
      reset: () => {
        payloadRef.current = null;
        widgetRef.current?.reset?.();
      },
    }),
    [],
  );

  return (
    <altcha-widget
      ref={widgetRef as Ref<HTMLElement>}
      challenge={BOT_CHECK_CHALLENGE_URL}
      auto="onfocus"
      name="altcha"
      // Messages open below the box so they never cover the form's own field errors above it.
      configuration={JSON.stringify({ popoverPlacement: 'bottom' })}
      style={{
        '--altcha-color-primary': 'var(--mantine-color-navy-7)',
        '--altcha-border-radius': 'var(--mantine-radius-md)',
        '--altcha-max-width': '100%',
      }}
    />
  );
}
