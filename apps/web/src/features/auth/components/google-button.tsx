import { Box, Divider, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useProviders } from '../api/auth-api';

/**
 * Google sign-in with Google Identity Services: the script renders Google's own button for the configured
 * client id and hands back an ID token (a signed JWT), which the API verifies (externalauthenticate).
 * Shown only when GET providers says google.enabled; with no GOOGLE_CLIENT_ID on the server nothing
 * renders. Where the script cannot load (offline, blocked) a short note says so instead of a dead button.
 */
const GIS_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (r: { credential?: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

let scriptPromise: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const existing = (window as unknown as { google?: GoogleIdentity }).google;
  if (existing?.accounts?.id) return Promise.resolve(existing);
  scriptPromise ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google?.accounts?.id) resolve(google);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('Google Identity Services could not load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

interface GoogleButtonProps {
  /** Receives Google's ID token. */
  onCredential: (idToken: string) => void;
  text?: 'signin_with' | 'signup_with' | 'continue_with';
  /** An 'or' divider above the button (only when the button shows). */
  withDivider?: boolean;
}

export function GoogleButton({ onCredential, text = 'continue_with', withDivider }: GoogleButtonProps) {
  const providers = useProviders();
  const clientId = providers.data?.google.enabled ? providers.data.google.clientId : null;
  if (!clientId) return null;
  return (
    <>
      {withDivider && <Divider label="or" labelPosition="center" />}
      <GoogleButtonInner clientId={clientId} onCredential={onCredential} text={text} />
    </>
  );
}

function GoogleButtonInner({
  clientId,
  onCredential,
  text,
}: GoogleButtonProps & { clientId: string; text: NonNullable<GoogleButtonProps['text']> }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
          shape: 'pill',
          width: 320,
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  return (
    <Box data-testid="google-sign-in" data-client-id={clientId}>
      <div
        ref={container}
        style={{ display: 'flex', justifyContent: 'center', minHeight: failed ? 0 : 44 }}
      />
      {failed && (
        <Text fz="sm" c="dimmed" ta="center">
          Google sign-in is not available right now. Please use your e-mail address and password.
        </Text>
      )}
    </Box>
  );
}
