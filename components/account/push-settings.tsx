'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  choosePushKinds,
  currentSubscription,
  keepSubscription,
  pushSupported,
  subscribeThisBrowser,
  subscribedWith,
  unsubscribeThisBrowser,
  type PushSettingsData,
} from '@/lib/api/push';
import type { Locale } from '@/lib/domain/locales';
import { PUSH_KINDS, type PushKind } from '@/lib/domain/push-kinds';

export interface PushSettingsLabels {
  heading: string;
  lead: string;
  unsupported: string;
  blocked: string;
  on: string;
  off: string;
  turnOn: string;
  turnOff: string;
  /** "2 browsers of yours receive them.", written for every count from 0 to MAX_PUSH_SUBSCRIPTIONS. */
  elsewhere: readonly string[];
  kindsLegend: string;
  kinds: Record<PushKind, string>;
  save: string;
  saving: string;
  saved: string;
  failed: string;
  denied: string;
  /** The browser's push service (not ours) gave no subscription: offline, or blocked by the network. */
  unreachable: string;
}

/** What this browser can do: not known before the first render in the browser, then one of these. */
type BrowserState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The account's notification settings: turn web push on or off for this browser (the permission is asked only when
 * the member clicks), and choose the kinds. Turning it on with no kind chosen yet chooses them all, and the member
 * can then untick any. A subscription this browser already has is sent again on load, so it follows the member who
 * is signed in now (unless it was made with a key the server no longer holds: then the browser shows as off).
 */
export function PushSettings({
  initial,
  labels,
  locale,
}: {
  initial: PushSettingsData;
  labels: PushSettingsLabels;
  locale: Locale;
}) {
  const id = useId();
  const [settings, setSettings] = useState(initial);
  const [chosen, setChosen] = useState<PushKind[]>(initial.kinds);
  const [browser, setBrowser] = useState<BrowserState>('checking');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let live = true;
    async function check() {
      if (!pushSupported()) return 'unsupported' as const;
      if (Notification.permission === 'denied') return 'blocked' as const;
      const subscription = await currentSubscription();
      if (!subscription || Notification.permission !== 'granted') return 'off' as const;
      // Made with a key pair the server has since replaced: nothing can reach it; "Turn on" subscribes afresh.
      if (!subscribedWith(subscription, initial.publicKey)) return 'off' as const;
      const kept = await keepSubscription(subscription, locale);
      if (live) setSettings(kept);
      return 'on' as const;
    }
    check().then(
      (state) => live && setBrowser(state),
      () => live && setBrowser('off'),
    );
    return () => {
      live = false;
    };
  }, [locale, initial.publicKey]);

  async function run(work: () => Promise<Notice>) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await work());
    } catch {
      setNotice({ tone: 'error', text: labels.failed });
    } finally {
      setBusy(false);
    }
  }

  const turnOn = () =>
    run(async () => {
      const answer = await subscribeThisBrowser(settings.publicKey, locale);
      if (answer === 'denied') {
        setBrowser(Notification.permission === 'denied' ? 'blocked' : 'off');
        return { tone: 'error', text: labels.denied };
      }
      if (answer === 'unreachable') return { tone: 'error', text: labels.unreachable };
      setBrowser('on');
      const next = answer.kinds.length > 0 ? answer : await choosePushKinds(PUSH_KINDS);
      setSettings(next);
      setChosen(next.kinds);
      return { tone: 'success', text: labels.on };
    });

  const turnOff = () =>
    run(async () => {
      const answer = await unsubscribeThisBrowser();
      if (answer) setSettings(answer);
      setBrowser('off');
      return { tone: 'success', text: labels.off };
    });

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const answer = await choosePushKinds(chosen);
      setSettings(answer);
      setChosen(answer.kinds);
      return { tone: 'success', text: labels.saved };
    });
  };

  const toggle = (kind: PushKind, on: boolean) =>
    setChosen((kinds) => (on ? [...kinds, kind] : kinds.filter((k) => k !== kind)));

  const state =
    browser === 'unsupported'
      ? labels.unsupported
      : browser === 'blocked'
        ? labels.blocked
        : browser === 'on'
          ? labels.on
          : browser === 'off'
            ? labels.off
            : '';

  return (
    <section className="push-settings" aria-labelledby={`${id}-heading`} data-testid="push-settings">
      <h2 id={`${id}-heading`}>{labels.heading}</h2>
      <p>{labels.lead}</p>
      <p data-testid="push-browser-state">{state}</p>
      <p data-testid="push-browser-count">{labels.elsewhere[settings.subscriptions] ?? ''}</p>
      {browser === 'off' || browser === 'blocked' ? (
        <Button theme="is-orange" onClick={turnOn} disabled={busy || browser === 'blocked'}>
          {labels.turnOn}
        </Button>
      ) : null}
      {browser === 'on' ? (
        <Button onClick={turnOff} disabled={busy}>
          {labels.turnOff}
        </Button>
      ) : null}
      <form className="form" onSubmit={save} noValidate>
        <fieldset>
          <legend>{labels.kindsLegend}</legend>
          {PUSH_KINDS.map((kind) => (
            <label key={kind} className="push-settings__kind">
              <input
                type="checkbox"
                name="kinds"
                value={kind}
                checked={chosen.includes(kind)}
                onChange={(event) => toggle(kind, event.target.checked)}
              />{' '}
              {labels.kinds[kind]}
            </label>
          ))}
        </fieldset>
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? labels.saving : labels.save}
          </Button>
        </div>
      </form>
      <p
        className={notice?.tone === 'error' ? 'form__error' : 'form__success'}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        data-testid="push-notice"
      >
        {notice?.text ?? ''}
      </p>
    </section>
  );
}
