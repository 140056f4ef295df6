import { H2 } from '@blueprintjs/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { METRIC_AREAS } from '../../../../../common/admin';
import { MetricField } from './MetricField';

export type MetricColumn = { suffix: string; label: string };

/**
 * The metrics of one phase: a row per area (composite, site, engineering, pep) and a column per kind
 * (best practical and industry for the provider, the company average for a client). `keys` are the form's
 * metric fields, named `{area}{phase}{suffix}`.
 */
export function MetricGrid<T extends FieldValues, O extends FieldValues>(props: {
  idPrefix: string;
  phase: '2' | '3';
  columns: readonly MetricColumn[];
  keys: readonly FieldPath<T>[];
  control: Control<T, unknown, O>;
  readOnly: boolean;
}) {
  return (
    <section className="fel-metric-group" aria-labelledby={`${props.idPrefix}-fel${props.phase}`}>
      <H2 id={`${props.idPrefix}-fel${props.phase}`} className="fel-metric-phase-title">FEL {props.phase}</H2>
      {METRIC_AREAS.map(({ area, label }) => (
        <div key={area} className="fel-metric-row">
          <span className="fel-metric-area">{label}</span>
          {props.columns.map((c) => {
            const key = props.keys.find((k) => k === `${area}${props.phase}${c.suffix}`);
            return key === undefined ? null : (
              <MetricField
                key={key}
                id={`${props.idPrefix}-${key}`}
                label={c.label}
                ariaLabel={`FEL ${props.phase} ${label}, ${c.label}`}
                control={props.control}
                name={key}
                readOnly={props.readOnly}
              />
            );
          })}
        </div>
      ))}
    </section>
  );
}
