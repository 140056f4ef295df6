import { H5 } from '@blueprintjs/core';
import { METRIC_AREAS } from '../../../../../common/admin';
import { MetricField, type MetricTexts } from './MetricField';

export type MetricColumn = { suffix: string; label: string };

/**
 * The metrics of one phase: a row per area (composite, site, engineering, pep) and a column per kind
 * (best practical and industry for the provider, the company average for a client).
 */
export function MetricGrid(props: {
  idPrefix: string;
  phase: '2' | '3';
  columns: readonly MetricColumn[];
  texts: MetricTexts;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange(key: string, value: string): void;
}) {
  return (
    <section className="fel-metric-group" aria-labelledby={`${props.idPrefix}-fel${props.phase}`}>
      <H5 id={`${props.idPrefix}-fel${props.phase}`}>FEL {props.phase}</H5>
      {METRIC_AREAS.map(({ area, label }) => (
        <div key={area} className="fel-metric-row">
          <span className="fel-metric-area">{label}</span>
          {props.columns.map((c) => {
            const key = `${area}${props.phase}${c.suffix}`;
            return (
              <MetricField
                key={key}
                id={`${props.idPrefix}-${key}`}
                label={c.label}
                ariaLabel={`FEL ${props.phase} ${label}, ${c.label}`}
                value={props.texts[key] ?? ''}
                error={props.errors[key]}
                readOnly={props.readOnly}
                onChange={(v) => props.onChange(key, v)}
              />
            );
          })}
        </div>
      ))}
    </section>
  );
}
