import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, H2, HTMLSelect, NonIdealState, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import { MSG } from '../../../../../common/validation';
import { useViewer } from '../../../auth/session';
import { graphql } from '../../../gql';
import type { BannerColor } from '../../../gql/graphql';
import { useSnackbar } from '../../../ui/snackbar';
import '../admin.css';
import { BannerView } from '../../shell/MaintenanceBanner';
import { MailDeliveryPanel } from './MailDeliveryPanel';
import { useMutationPayload } from '../../../ui/useMutationPayload';

const SiteSettingsQuery = graphql(`
  query AdminSiteSettings {
    siteSettings {
      banner
      message
      color
      year
    }
  }
`);

const UpdateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      siteSettings {
        banner
        message
        color
        year
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Spec §4: none, green (Info), yellow (Maintenance) or red (Alert). */
const COLORS: { value: BannerColor; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'green', label: 'Info (green)' },
  { value: 'yellow', label: 'Maintenance (yellow)' },
  { value: 'red', label: 'Alert (red)' },
];
const MESSAGE_MAX = 500;

type Settings = { banner: boolean; message: string; color: BannerColor };

/** /dashboard/settings: the maintenance banner (message, on/off, colour); Admins save, IPA Users read. Admins also see mail delivery. */
export function SiteSettingsPage() {
  const viewer = useViewer();
  const snackbar = useSnackbar();
  const { data, error, refetch } = useQuery(SiteSettingsQuery, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (error) snackbar.error('Error fetching maintenance message.');
  }, [error, snackbar]);
  return (
    <div className="fel-page fel-admin">
      <div className="fel-admin-header">
        <H2>Site settings</H2>
      </div>
      {data ? (
        <SettingsForm initial={data.siteSettings} readOnly={!viewer.permissions.viewerCanManageProviderSettings} />
      ) : error ? (
        <NonIdealState icon="error" title="Error fetching maintenance message." action={<Button text="Try again" onClick={() => void refetch()} />} />
      ) : (
        <Spinner aria-label="Loading settings" />
      )}
      {viewer.permissions.viewerCanManageProviderSettings && <MailDeliveryPanel />}
    </div>
  );
}

function SettingsForm(props: { initial: Settings; readOnly: boolean }) {
  const run = useMutationPayload();
  const [values, setValues] = useState<Settings>({ banner: props.initial.banner, message: props.initial.message, color: props.initial.color });
  const [touched, setTouched] = useState(false);
  const [save, { loading }] = useMutation(UpdateSiteSettingsMutation);
  const messageError = values.message.length > MESSAGE_MAX ? `Must be at most ${MESSAGE_MAX} characters` : values.banner && values.message.trim() === '' ? MSG.required : null;
  const shownError = touched ? messageError : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (props.readOnly || messageError) return;
    await run(async () => (await save({ variables: { input: values } })).data?.updateSiteSettings, { success: 'Settings SAVED!', failed: 'Saving FAILED! Please try again.' });
  }

  return (
    <form onSubmit={submit} noValidate className="fel-settings-form">
      {props.readOnly && <Callout intent="primary" className="fel-admin-note">Only provider Admins can change the site settings.</Callout>}
      <FormGroup label="Maintenance Message" labelFor="settings-message" intent={shownError ? 'danger' : 'none'} helperText={shownError ?? `${values.message.length}/${MESSAGE_MAX}`}>
        <TextArea
          id="settings-message"
          fill
          rows={3}
          value={values.message}
          readOnly={props.readOnly}
          intent={shownError ? 'danger' : 'none'}
          onChange={(e) => {
            const message = e.target.value;
            setValues((v) => ({ ...v, message }));
          }}
          onBlur={() => setTouched(true)}
        />
      </FormGroup>
      <RadioGroup
        label="Banner"
        inline
        disabled={props.readOnly}
        selectedValue={values.banner ? 'on' : 'off'}
        onChange={(e) => {
          // Read now: React clears currentTarget once the handler returns, before the updater runs.
          const banner = e.currentTarget.value === 'on';
          setValues((v) => ({ ...v, banner }));
        }}
      >
        <Radio label="On" value="on" />
        <Radio label="Off" value="off" />
      </RadioGroup>
      <FormGroup label="Color" labelFor="settings-color">
        <HTMLSelect
          id="settings-color"
          value={values.color}
          disabled={props.readOnly}
          options={COLORS.map((c) => ({ value: c.value, label: c.label }))}
          onChange={(e) => {
            const color = COLORS.find((c) => c.value === e.currentTarget.value);
            if (color) setValues((v) => ({ ...v, color: color.value }));
          }}
        />
      </FormGroup>
      {values.banner && values.message.trim() !== '' && (
        <section className="fel-settings-preview" aria-label="Preview">
          <p className="fel-settings-preview-label">Preview</p>
          <BannerView color={values.color} message={values.message} />
        </section>
      )}
      {!props.readOnly && (
        <div className="fel-admin-actions">
          <Button type="submit" intent="primary" text="Save" loading={loading} />
        </div>
      )}
    </form>
  );
}
