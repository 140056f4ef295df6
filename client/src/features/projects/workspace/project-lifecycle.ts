import { graphql } from '../../../gql';

/**
 * A project's state and what the viewer may do with it: what the project header reads and what every
 * lifecycle change returns.
 */
export const ProjectStateFragment = graphql(`
  fragment ProjectState_project on Project {
    key
    isValid
    isActive
    version
    owner {
      key
      name
    }
    viewerCanEdit
    viewerCanFinalize
    viewerCanUnfinalize
    viewerCanChangeActive
    viewerCanTransfer
    viewerCanDuplicate
    viewerCanCopyFel2ToFel3
  }
`);

/**
 * What a lifecycle change (finalize, unfinalize, deactivate, reactivate, transfer, copy FEL 2 to FEL 3) changes on
 * a project: its state and every `viewerCan…` answer the workspace and the report screen read. The mutations
 * return it, so the cache updates each screen without reading them again.
 */
export const ProjectLifecycleFragment = graphql(`
  fragment ProjectLifecycle_project on Project {
    ...ProjectState_project
    finalizedAt
    statusfel3
    fel2Report: report(phase: fel2) {
      phase
      viewerCanCreate
      latest {
        key
        viewerCanEditNotes
      }
    }
    fel3Report: report(phase: fel3) {
      phase
      viewerCanCreate
      latest {
        key
        viewerCanEditNotes
      }
    }
  }
`);
