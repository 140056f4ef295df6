import { Tag } from '@blueprintjs/core';

/** The marks of a project's state: finalized, deactivated. */
export function ProjectStateTags({ isValid, isActive }: { isValid: boolean; isActive: boolean }) {
  if (isActive && !isValid) return null;
  return (
    <span className="fel-tags">
      {isValid && (
        <Tag intent="success" icon="lock" minimal>
          Finalized
        </Tag>
      )}
      {!isActive && (
        <Tag intent="warning" icon="disable" minimal>
          Deactivated
        </Tag>
      )}
    </span>
  );
}
