import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { FormGroup } from '@blueprintjs/core';
import { useEffect, useId, useRef } from 'react';
import { useSession } from '../../auth/session';
import { SessionViewerFragment, type SessionViewer } from '../../auth/session-api';
import { getFragmentData, graphql } from '../../gql';
import { useSnackbar } from '../../ui/snackbar';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { formatLongDay } from '../../ui/dates';
import { CHOICES_PAGE, ChoiceSuggest, useChoiceSearch } from '../../ui/ChoiceSuggest';

const ChoicesDocument = graphql(`
  query ClientSwitcherChoices($search: String, $first: Int) {
    impersonationCandidates(search: $search, first: $first) {
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
  const { query, setQuery, search, pending } = useChoiceSearch();
  const { data, loading, error } = useQuery(ChoicesDocument, { variables: { search, first: CHOICES_PAGE }, fetchPolicy: 'cache-and-network' });
  const [switchClient, { loading: switching }] = useMutation(SwitchClientDocument);

  const reported = useRef(false);
  useEffect(() => {
    if (error && !reported.current) snackbar.error('Error fetching organizations.');
    reported.current = Boolean(error);
  }, [error, snackbar]);

  async function choose(key: string) {
    if (key === viewer.activeOrganization.key) return;
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
    const client = getFragmentData(SessionViewerFragment, next).activeOrganization;
    if (client.licenseDaysLeft < 0) {
      snackbar.warning(`Now working on ${sentence(client.name)} Its licence expired on ${formatLongDay(client.licenseDue)}: its users cannot sign in.`);
    } else {
      snackbar.success(`Now working on ${sentence(client.name)}`);
    }
  }

  const active = viewer.activeOrganization;
  // The active client is known before any list arrives: it shows as the choice at once.
  const current = active.isProvider ? null : { key: active.key, name: active.name };
  const choices = data?.impersonationCandidates ?? [];
  const none = !loading && !search && choices.length === 0;
  return (
    <FormGroup label="Switch client" labelFor={id} className="fel-client-switcher">
      <ChoiceSuggest
        id={id}
        items={choices}
        loading={loading || pending}
        query={query}
        onQueryChange={setQuery}
        selected={current}
        onSelect={(c) => void choose(c.key)}
        placeholder={none ? 'No client organizations yet' : 'Type a client name…'}
        noResults="No client matches"
        disabled={switching || none}
      />
    </FormGroup>
  );
}
