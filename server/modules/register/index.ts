// The register module's door: what other modules may use of the deliverables register (its operations are
// imported from their files). The questionnaire links answers to entries; the legacy evidence reader finds or
// adds an entry by number; a duplicate copies the register.
export {
  copyDeliverables,
  type DeliverableFields,
  type DeliverableRow,
  findDeliverableByNumber,
  findDeliverablesByIds,
  findDeliverablesOf,
  insertDeliverable,
  listDeliverables,
} from './register.queries.ts';
