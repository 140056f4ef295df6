import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useId, useRef } from 'react';
import { useSession } from '../../auth/session';
import type { SessionViewer } from '../../auth/session-api';
import { graphql } from '../../gql';
import { useSnackbar } from '../../ui/snackbar';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { formatLongDay } from '../../ui/dates';

const ChoicesDocument = graphql(`
  query ClientSwitcherChoices {
    impersonationChoices {
      key
      name
    }
  }
`);

const SwitchClientDocument = graphql(`
  mutation SwitchClient($input: SetClientImpersonationInput!) {
    setClientImpersonation(input: $input) {
      viewer {
        ...Session_viewer
      }
      errors {
        message
      }
    }
  }
`);

const NO_CLIENT = '';

/** A name closing a sentence: "Demo Manufacturing Co." takes no second period. */
const sentence = (name: string) => (name.endsWith('.') ? name : `${name}.`);

/**
 * The client switcher (provider staff): the choice is stored on the server and scopes every later call,
 * so after switching every screen's data is fetched again for the new client.
 */
export function ClientSwitcher({ viewer }: { viewer: SessionViewer }) {
  const id = useId();
  const session = useSession();
  const snackbar = useSnackbar();
  const apollo = useApolloClient();
  const run = useMutationPayload();
  const { data, loading, error } = useQuery(ChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const [switchClient, { loading: switching }] = useMutation(SwitchClientDocument);

  const reported = useRef(false);
  useEffect(() => {
    if (error && !reported.current) snackbar.error('Error fetching organizations.');
    reported.current = Boolean(error);
  }, [error, snackbar]);

  async function choose(key: string) {
    if (key === NO_CLIENT) return;
    const switched = await run(async () => (await switchClient({ variables: { input: { clientImpersonation: key } } })).data?.setClientImpersonation, {
      failed: 'Error switching client.',
      reason: 'instead',
      thrown: (why) => `Error switching client: ${why ?? 'no answer from the server'}`,
      ok: (payload) => !!payload.viewer,
    });
    const next = switched?.viewer;
    if (!next) return;
    // Everything cached belongs to the previous client: drop it and fetch the screens' data again.
    await apollo.resetStore().catch(() => undefined);
    session.updateViewer(next);
    const client = next.activeOrganization;
    if (client.licenseDaysLeft < 0) {
      snackbar.warning(`Now working on ${sentence(client.name)} Its licence expired on ${formatLongDay(client.licenseDue)}: its users cannot sign in.`);
    } else {
      snackbar.success(`Now working on ${sentence(client.name)}`);
    }
  }

  const current = viewer.activeOrganization.isProvider ? NO_CLIENT : viewer.activeOrganization.key;
  const loaded = data?.impersonationChoices ?? [];
  // The active client is known before the list arrives: show it at once rather than a blank choice.
  const choices =
    current === NO_CLIENT || loaded.some((c) => c.key === current) ? loaded : [{ key: current, name: viewer.activeOrganization.name }, ...loaded];
  const placeholder = loading && choices.length === 0 ? 'Loading clients…' : choices.length === 0 ? 'No client organizations yet' : 'Choose a client…';
  return (
    <FormGroup label="Switch client" labelFor={id} className="fel-client-switcher">
      <HTMLSelect
        id={id}
        value={current}
        disabled={switching || choices.length === 0}
        onChange={(event) => void choose(event.currentTarget.value)}
        options={[{ value: NO_CLIENT, label: placeholder, disabled: true }, ...choices.map((c) => ({ value: c.key, label: c.name }))]}
        fill
      />
    </FormGroup>
  );
}
