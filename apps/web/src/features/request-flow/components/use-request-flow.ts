/**
 * Runs the request flow machine (request-flow-machine.ts) in a component: holds its state, applies
 * events, and runs the commands each transition returns (server calls, navigation, messages),
 * feeding every answer back as an event. No decision is made here.
 *
 * The state is also kept in a ref, so that the leave guard and commands started in the same tick see
 * the newest state (a `navigate` command runs after the state has become `ended`, so the guard lets it
 * through). Answers that arrive after the screen has gone are dropped.
 */
import { isAddressFieldFailure } from '@parkeerloket/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { addOnWaitinglist } from '../../../api/add-on-waitinglist';
import { addToWaitinglist } from '../../../api/add-to-waitinglist';
import { finalizeRequest } from '../../../api/finalize-request';
import { overviewCountsQueryOptions } from '../../../api/get-overview-counts';
import { ServiceError } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { failureText, showFailure } from '../../../lib/failure-message';
import { showMessage } from '../../../lib/messages';
import { continueRequest } from '../api/continue-request';
import { fetchLocations } from '../api/get-locations';
import { fetchPriceLines } from '../api/get-price-lines';
import { requestPermit } from '../api/request-permit';

import {
  type FlowCommand,
  type FlowEvent,
  type FlowState,
  flowTransition,
  initialFlowState,
} from '../request-flow-machine';

/** The flow's join: the chosen location; a failure goes to the message dialog. */
async function joinWaitingList(command: Extract<FlowCommand, { type: 'add-on-waiting-list' }>): Promise<string | null> {
  const place = { pteId: command.permitTypeId, araId: command.areaId, locationId: command.locationId };
  return (await addOnWaitinglist(place)) || null;
}

type Dispatch = (event: FlowEvent) => void;

interface Runner {
  dispatch: Dispatch;
  navigate: NavigateFunction;
  client: QueryClient;
}

/** Calls the server for a command and dispatches the answer; a failure (already shown) as call-failed. */
async function answer(dispatch: Dispatch, call: () => Promise<FlowEvent>): Promise<void> {
  let event: FlowEvent;
  try {
    event = await call();
  } catch {
    event = { type: 'call-failed' };
  }
  dispatch(event);
}

function run(command: FlowCommand, { dispatch, navigate, client }: Runner): void {
  switch (command.type) {
    case 'fetch-locations':
      void answer(dispatch, async () => {
        try {
          return { type: 'locations-loaded', locations: await fetchLocations(command) };
        } catch (error) {
          // A refusal of the address is said where the address is; anything else in the message dialog, as before.
          const code = error instanceof ServiceError ? error.envelope?.statuscode : undefined;
          if (error instanceof ServiceError && error.kind === 'failure' && isAddressFieldFailure(code)) {
            return { type: 'address-refused', text: failureText(error) };
          }
          if (error instanceof ServiceError && error.kind !== 'session-timeout') showFailure(error);
          throw error;
        }
      });
      return;
    case 'fetch-price-lines':
      void answer(dispatch, async () => ({ type: 'price-lines-loaded', priceLines: await fetchPriceLines(command) }));
      return;
    case 'submit':
      void answer(dispatch, async () => ({ type: 'request-answered', result: await requestPermit(command.request) }));
      return;
    case 'continue':
      void answer(dispatch, async () => ({ type: 'request-answered', result: await continueRequest(command) }));
      return;
    case 'finalize':
      void answer(dispatch, async () => ({
        type: 'request-answered',
        result: await finalizeRequest(command.requestId),
      }));
      return;
    case 'add-on-waiting-list':
      void answer(dispatch, async () => ({ type: 'waiting-list-joined', message: await joinWaitingList(command) }));
      return;
    case 'add-to-waiting-list':
      void answer(dispatch, async () => ({
        type: 'waiting-list-joined',
        message: await addToWaitinglist(command.requestId),
      }));
      return;
    case 'refresh-counts':
      // The cart badge and home tiles, and the catalogue's list (existing requests, waiting lists).
      void client.invalidateQueries({ queryKey: overviewCountsQueryOptions().queryKey });
      void client.invalidateQueries({ queryKey: [endpoints.getRequestablePermits.name], refetchType: 'none' });
      return;
    case 'navigate':
      void navigate(command.to);
      return;
    case 'show-message':
      showMessage({ type: 'I', text: command.text });
      return;
  }
}

export function useRequestFlow(): { state: FlowState; dispatch: Dispatch; current: () => FlowState } {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, setState] = useState<FlowState>(initialFlowState);
  const stateRef = useRef(state);
  const alive = useRef(true);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const clientRef = useRef(client);
  clientRef.current = client;

  // One function for the screen's whole life: the commands it runs dispatch their answers to it.
  const [dispatch] = useState<Dispatch>(() => {
    const self: Dispatch = (event) => {
      if (!alive.current) return;
      const step = flowTransition(stateRef.current, event);
      if (step.state !== stateRef.current) {
        stateRef.current = step.state;
        setState(step.state);
      }
      for (const command of step.commands) {
        run(command, { dispatch: self, navigate: navigateRef.current, client: clientRef.current });
      }
    };
    return self;
  });

  const current = useCallback(() => stateRef.current, []);
  return { state, dispatch, current };
}
