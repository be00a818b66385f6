'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiSendAs } from '@/lib/api/decoded';
import { ApiRequestError } from '@/lib/api/fetcher';
import { laneStateSchema, type LaneCommand, type LaneState } from '@/lib/schemas/admin-lanes';

const SENDING: Readonly<Record<LaneCommand, string>> = {
  pause: 'Pausing…',
  resume: 'Resuming…',
  skip: 'Skipping…',
};

/**
 * Pause, Resume and Skip lot for the lane's lot on the block: POST .../lanes/{id}/{command} with a new
 * Idempotency-Key per command and the lot the staff member sees (so a skip never lands on the next lot by a race).
 * Skip asks first: it ends the lot not sold. A refusal (409: the lane moved on, paused already...) shows the server's
 * reason and the lane is read again.
 */
export function LaneCommands({
  state,
  paused,
  onDone,
  onRefused,
}: {
  state: LaneState;
  paused: boolean;
  onDone: (state: LaneState) => void;
  onRefused: () => void;
}) {
  const [sending, setSending] = useState<LaneCommand | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lot = state.lot;
  if (state.status !== 'live' || !lot) return null;

  const send = async (command: LaneCommand) => {
    setSending(command);
    setProblem(null);
    try {
      const next = await apiSendAs(
        laneStateSchema,
        'POST',
        `/rest-api/v2/admin/lanes/${state.auctionId}/${command}`,
        { lotId: lot.id },
        { idempotencyKey: crypto.randomUUID() },
      );
      setConfirming(false);
      onDone(next);
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError && error.status !== undefined
          ? error.message
          : 'The command could not be sent: check the connection and try again.',
      );
      onRefused();
    } finally {
      setSending(null);
    }
  };

  const busy = sending !== null;
  return (
    <section aria-labelledby="lane-commands-heading">
      <h2 id="lane-commands-heading">Commands</h2>
      <div className="lane-console__actions">
        {paused ? (
          <Button
            theme="is-green"
            data-testid="lane-resume"
            disabled={busy}
            onClick={() => void send('resume')}
          >
            {sending === 'resume' ? SENDING.resume : 'Resume'}
          </Button>
        ) : (
          <Button
            theme="is-orange"
            data-testid="lane-pause"
            disabled={busy}
            onClick={() => void send('pause')}
          >
            {sending === 'pause' ? SENDING.pause : 'Pause'}
          </Button>
        )}
        <Button
          theme="is-red"
          data-testid="lane-skip"
          disabled={busy || confirming}
          aria-expanded={confirming}
          aria-controls="lane-skip-confirm"
          onClick={() => setConfirming(true)}
        >
          Skip lot
        </Button>
      </div>
      {confirming && (
        <div
          id="lane-skip-confirm"
          className="lane-console__confirm"
          role="group"
          aria-labelledby="lane-skip-question"
        >
          <p id="lane-skip-question">
            Skip lot {lot.id} ({lot.title})? It ends not sold, whatever its bids, and the next lot comes up.
          </p>
          <div className="lane-console__actions">
            <Button
              theme="is-red"
              data-testid="lane-skip-confirm"
              disabled={busy}
              onClick={() => void send('skip')}
            >
              {sending === 'skip' ? SENDING.skip : `Skip lot ${lot.id}`}
            </Button>
            <Button disabled={busy} onClick={() => setConfirming(false)}>
              Keep it on the block
            </Button>
          </div>
        </div>
      )}
      {problem && (
        <p className="form__error" role="alert" data-testid="lane-error">
          {problem}
        </p>
      )}
    </section>
  );
}
