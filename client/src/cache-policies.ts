import type { TypePolicies } from '@apollo/client';

// How the Apollo cache identifies each entity, so that a mutation's payload updates every screen showing
// the object it returns. Types without identity (lists, pages, scores, options) stay embedded in their parent,
// and so does ReportProject: it is the project as frozen in one report's snapshot, not the live Project.

export const typePolicies: TypePolicies = {
  User: { keyFields: ['key'] },
  Organization: { keyFields: ['key'] },
  Viewer: { keyFields: [] },
  ViewerPermissions: { keyFields: [] },
  SiteSettings: { keyFields: [] },
  AppInfo: { keyFields: [] },
  Project: { keyFields: ['key'] },
  ProjectUser: { keyFields: ['key'] },
  TeamMember: { keyFields: ['key'] },
  ProjectSite: { keyFields: ['key'] },
  ApiToken: { keyFields: ['key'] },
  ImpersonationChoice: { keyFields: ['key'] },
  ReportSummary: { keyFields: ['key'] },
  // A saved report is a frozen snapshot with a key; a preview (key null) belongs to its phase, unnormalized.
  Report: { keyFields: (report) => (typeof report.key === 'string' ? `Report:${report.key}` : false) },
};
