import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, H1, HTMLSelect, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BANNER_MESSAGE_MAX, type SiteSettingsFormValues, SiteSettingsSchema, type SiteSettingsValues } from '../../../../../common/site-settings-schema';
import { useViewer } from '../../../auth/session';
import { graphql } from '../../../gql';
import type { BannerColor } from '../../../gql/graphql';
import { EmptyState } from '../../../ui/EmptyState';
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
        <H1 className="fel-page-title">Site settings</H1>
      </div>
      {data ? (
        <SettingsForm initial={data.siteSettings} readOnly={!viewer.permissions.viewerCanManageProviderSettings} />
      ) : error ? (
        <EmptyState level={2} icon="error" title="Error fetching maintenance message." action={<Button text="Try again" onClick={() => void refetch()} />} />
      ) : (
        <Spinner aria-label="Loading settings" />
      )}
      {viewer.permissions.viewerCanManageProviderSettings && <MailDeliveryPanel />}
    </div>
  );
}

function SettingsForm(props: { initial: SiteSettingsValues; readOnly: boolean }) {
  const run = useMutationPayload();
  // The Maintenance Message's error shows once the field has been left or the form sent; from then on it follows each change.
  const { control, handleSubmit, trigger, getFieldState, formState } = useForm<SiteSettingsFormValues, unknown, SiteSettingsValues>({
    resolver: zodResolver(SiteSettingsSchema),
    mode: 'onTouched',
    defaultValues: { banner: props.initial.banner, message: props.initial.message, color: props.initial.color },
  });
  const [banner, typed, color] = useWatch({ control, name: ['banner', 'message', 'color'] });
  const message = typed ?? '';
  const [save, { loading }] = useMutation(UpdateSiteSettingsMutation);
  // A message is required while the banner is on: switching it follows the message's rule too, once it shows.
  const recheckMessage = () => {
    if (formState.isSubmitted || getFieldState('message').isTouched) void trigger('message');
  };

  async function submit(input: SiteSettingsValues) {
    if (props.readOnly) return;
    await run(async () => (await save({ variables: { input } })).data?.updateSiteSettings, { success: 'Settings SAVED!', failed: 'Saving FAILED! Please try again.' });
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="fel-settings-form">
      {props.readOnly && <Callout intent="primary" className="fel-admin-note">Only provider Admins can change the site settings.</Callout>}
      <Controller
        control={control}
        name="message"
        render={({ field, fieldState: { error } }) => (
          <FormGroup label="Maintenance Message" labelFor="settings-message" intent={error ? 'danger' : 'none'} helperText={error?.message ?? `${message.length}/${BANNER_MESSAGE_MAX}`}>
            <TextArea
              id="settings-message"
              fill
              rows={3}
              value={field.value ?? ''}
              readOnly={props.readOnly}
              intent={error ? 'danger' : 'none'}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            />
          </FormGroup>
        )}
      />
      <Controller
        control={control}
        name="banner"
        render={({ field }) => (
          <RadioGroup
            label="Banner"
            inline
            disabled={props.readOnly}
            selectedValue={field.value ? 'on' : 'off'}
            onChange={(e) => {
              field.onChange(e.currentTarget.value === 'on');
              recheckMessage();
            }}
          >
            <Radio label="On" value="on" />
            <Radio label="Off" value="off" />
          </RadioGroup>
        )}
      />
      <FormGroup label="Color" labelFor="settings-color">
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <HTMLSelect
              id="settings-color"
              value={field.value}
              disabled={props.readOnly}
              options={COLORS.map((c) => ({ value: c.value, label: c.label }))}
              onChange={(e) => {
                const chosen = COLORS.find((c) => c.value === e.currentTarget.value);
                if (chosen) field.onChange(chosen.value);
              }}
            />
          )}
        />
      </FormGroup>
      {banner && message.trim() !== '' && (
        <section className="fel-settings-preview" aria-label="Preview">
          <p className="fel-settings-preview-label">Preview</p>
          <BannerView color={color} message={message} />
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
