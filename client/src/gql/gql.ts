/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment Session_viewer on Viewer {\n    user {\n      key\n      name\n      username\n      userType\n      roleLabel\n    }\n    organization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseRenew\n      licenseCreate\n      licenseTermMonths\n      licenseDaysLeft\n    }\n    activeOrganization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseDaysLeft\n    }\n    permissions {\n      viewerCanManageUsers\n      viewerCanSeeAdminScreens\n      viewerCanManageOrganizations\n      viewerCanManageProviderSettings\n      viewerCanSeeProviderMetrics\n      viewerCanImpersonate\n    }\n  }\n": typeof types.Session_ViewerFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n      errors {\n        message\n        code\n      }\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  query OrganizationCels($key: ID!, $withCandidates: Boolean!) {\n    adminOrganization(key: $key) {\n      key\n      cels {\n        key\n        name\n        username\n      }\n    }\n    celCandidates @include(if: $withCandidates) {\n      key\n      name\n      username\n    }\n  }\n": typeof types.OrganizationCelsDocument,
    "\n  mutation SetOrganizationCels($key: ID!, $cels: [ID!]!) {\n    setOrganizationCels(input: { key: $key, cels: $cels }) {\n      organization {\n        key\n        cels {\n          key\n          name\n          username\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SetOrganizationCelsDocument,
    "\n  fragment ClientsPage_organization on Organization {\n    key\n    name\n    licenseKey\n    created\n    licenseDue\n    subscription\n    subscriptionLabel\n    notes\n  }\n": typeof types.ClientsPage_OrganizationFragmentDoc,
    "\n  query AdminOrganizations($filter: OrganizationFilter, $sort: OrganizationSort, $page: Int, $pageSize: Int) {\n    adminOrganizations(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      nodes {\n        key\n        ...ClientsPage_organization\n      }\n    }\n  }\n": typeof types.AdminOrganizationsDocument,
    "\n  query CompanyMetrics($key: ID!) {\n    adminOrganization(key: $key) {\n      key\n      companyMetrics {\n        fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co\n      }\n    }\n  }\n": typeof types.CompanyMetricsDocument,
    "\n  mutation SetCompanyMetrics($key: ID!, $metrics: CompanyMetricsInput!) {\n    setCompanyMetrics(input: { key: $key, metrics: $metrics }) {\n      organization {\n        key\n        companyMetrics {\n          fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetCompanyMetricsDocument,
    "\n  query OrganizationForm($key: ID!) {\n    adminOrganization(key: $key) {\n      key\n      name\n      licenseKey\n      licenseCreate\n      licenseDue\n      licenseRenew\n      subscription\n      plantNames\n      notes\n      requiresSecondFactor\n      poc {\n        key\n        name\n        username\n      }\n    }\n  }\n": typeof types.OrganizationFormDocument,
    "\n  mutation RegenerateLicenseKey($key: ID!) {\n    regenerateLicenseKey(input: { key: $key }) {\n      organization {\n        key\n        licenseKey\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RegenerateLicenseKeyDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        key\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateOrganizationDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        key\n        name\n        licenseKey\n        licenseDue\n        subscription\n        subscriptionLabel\n        notes\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateOrganizationDocument,
    "\n  query PocCandidates($organization: ID!, $search: String) {\n    pocCandidates(organization: $organization, search: $search) {\n      key\n      name\n      username\n    }\n  }\n": typeof types.PocCandidatesDocument,
    "\n  query ProviderMetrics {\n    providerMetrics {\n      fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in\n      fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in\n    }\n  }\n": typeof types.ProviderMetricsDocument,
    "\n  mutation UpdateProviderMetrics($input: ProviderMetricsInput!) {\n    updateProviderMetrics(input: $input) {\n      metrics {\n        fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in\n        fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateProviderMetricsDocument,
    "\n  query ProviderMetricsCsv {\n    providerMetricsCsv {\n      filename\n      content\n    }\n  }\n": typeof types.ProviderMetricsCsvDocument,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      banner\n      message\n      color\n      year\n    }\n  }\n": typeof types.AdminSiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      siteSettings {\n        banner\n        message\n        color\n        year\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateSiteSettingsDocument,
    "\n  query UserFormOptions {\n    userFormOptions {\n      roleLabel\n      organizations {\n        key\n        name\n        isProvider\n        viewerAssignableRoles {\n          userType\n          label\n        }\n      }\n    }\n  }\n": typeof types.UserFormOptionsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        key\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        key\n        name\n        username\n        userType\n        roleLabel\n        celCheck\n        poOnly\n        client {\n          key\n          name\n          isProvider\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment UserRow_user on User {\n    key\n    name\n    username\n    userType\n    roleLabel\n    status\n    lastLogin\n    celCheck\n    poOnly\n    client {\n      key\n      name\n      isProvider\n    }\n  }\n": typeof types.UserRow_UserFragmentDoc,
    "\n  mutation SetUserActive($input: SetUserActiveInput!) {\n    setUserActive(input: $input) {\n      user {\n        key\n        status\n        active\n      }\n      warning\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SetUserActiveDocument,
    "\n  mutation SendPasswordResetLink($key: ID!) {\n    sendPasswordResetLink(input: { key: $key }) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SendPasswordResetLinkDocument,
    "\n  query AdminUsers($filter: UserFilter, $sort: UserSort, $page: Int, $pageSize: Int) {\n    adminUsers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      nodes {\n        key\n        ...UserRow_user\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUsersCsv($filter: UserFilter, $sort: UserSort) {\n    adminUsersCsv(filter: $filter, sort: $sort) {\n      filename\n      content\n    }\n  }\n": typeof types.AdminUsersCsvDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      key\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query ProviderLink {\n    appInfo {\n      providerUrl\n    }\n  }\n": typeof types.ProviderLinkDocument,
    "\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      twofa\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SendSecondFactorCode {\n    sendSecondFactorCode {\n      sent\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SendSecondFactorCodeDocument,
    "\n  query ClientSwitcherChoices {\n    impersonationChoices {\n      key\n      name\n    }\n  }\n": typeof types.ClientSwitcherChoicesDocument,
    "\n  mutation SwitchClient($input: SetClientImpersonationInput!) {\n    setClientImpersonation(input: $input) {\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SwitchClientDocument,
    "\n  fragment AreaProgressBars_project on Project {\n    key\n    progress {\n      phase\n      area\n      label\n      answered\n      total\n      flagged\n    }\n  }\n": typeof types.AreaProgressBars_ProjectFragmentDoc,
    "\n  query ProjectScreening {\n    viewer {\n      activeOrganization {\n        key\n        name\n      }\n      permissions {\n        viewerCanCreateProject\n      }\n    }\n    projectScreening {\n      costRanges {\n        value\n        label\n        outsideSmallProjectRange\n      }\n      projectTypes {\n        value\n        label\n      }\n      smallProjectWarning\n    }\n  }\n": typeof types.ProjectScreeningDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      project {\n        key\n        name\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  query ProjectList($filter: ProjectFilter, $first: Int, $offset: Int) {\n    viewer {\n      permissions {\n        viewerCanCreateProject\n      }\n    }\n    projects(filter: $filter, first: $first, offset: $offset) {\n      total\n      nodes {\n        key\n        name\n        isActive\n        isValid\n        currentPhase\n        owner {\n          key\n          name\n        }\n        fel2Index: latestFelIndex(phase: fel2)\n        fel3Index: latestFelIndex(phase: fel3)\n        ...AreaProgressBars_project\n      }\n    }\n  }\n": typeof types.ProjectListDocument,
    "\n  query ProjectWorkspace($key: ID!) {\n    project(key: $key) {\n      key\n      name\n      fel20\n      phases\n      currentPhase\n      ...ProjectHeader_project\n      ...DetailsTab_project\n    }\n  }\n": typeof types.ProjectWorkspaceDocument,
    "\n  query ProjectActions($key: ID!, $status: ActionStatus) {\n    project(key: $key) {\n      key\n      actions(status: $status) {\n        phase\n        questionCode\n        questionTitle\n        text\n        owner\n        due\n        status\n      }\n    }\n  }\n": typeof types.ProjectActionsDocument,
    "\n  fragment DetailsTab_project on Project {\n    key\n    description\n    costRange\n    costRangeLabel\n    projectType\n    projectTypeLabel\n    outsideSmallProjectRange\n    fel20\n    statusfel3\n    version\n    createdAt\n    finalizedAt\n    viewerCanEdit\n    ...AreaProgressBars_project\n    ...SitesSection_project\n  }\n": typeof types.DetailsTab_ProjectFragmentDoc,
    "\n  query DetailsOptions {\n    projectScreening {\n      costRanges {\n        value\n        label\n      }\n      projectTypes {\n        value\n        label\n      }\n      smallProjectWarning\n    }\n  }\n": typeof types.DetailsOptionsDocument,
    "\n  mutation UpdateProjectDetails($input: UpdateProjectDetailsInput!) {\n    updateProjectDetails(input: $input) {\n      project {\n        key\n        description\n        costRange\n        costRangeLabel\n        projectType\n        projectTypeLabel\n        outsideSmallProjectRange\n        version\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateProjectDetailsDocument,
    "\n  query PhaseQuestionnaire($key: ID!, $phase: Phase!) {\n    project(key: $key) {\n      key\n      name\n      isValid\n      isActive\n      statusfel3\n      viewerCanEdit\n      ...AreaProgressBars_project\n      questionnaire(phase: $phase) {\n        phase\n        label\n        bankVersion\n        areas {\n          area\n          label\n          items {\n            question {\n              code\n            }\n            ...QuestionCard_item\n          }\n        }\n      }\n    }\n  }\n": typeof types.PhaseQuestionnaireDocument,
    "\n  query PhaseCsv($key: ID!, $phase: Phase!) {\n    project(key: $key) {\n      key\n      csv(phase: $phase) {\n        filename\n        content\n      }\n    }\n  }\n": typeof types.PhaseCsvDocument,
    "\n  mutation SetFel3Status($input: SetFel3StatusInput!) {\n    setFel3Status(input: $input) {\n      project {\n        key\n        statusfel3\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SetFel3StatusDocument,
    "\n  mutation RenameProject($input: RenameProjectInput!) {\n    renameProject(input: $input) {\n      project {\n        key\n        name\n        version\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenameProjectDocument,
    "\n  query OwnerCandidates($key: ID!) {\n    ownerCandidates(key: $key) {\n      key\n      name\n      username\n    }\n  }\n": typeof types.OwnerCandidatesDocument,
    "\n  mutation TransferProject($input: TransferProjectInput!) {\n    transferProject(input: $input) {\n      project {\n        key\n        owner {\n          key\n          name\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.TransferProjectDocument,
    "\n  mutation DuplicateProject($input: DuplicateProjectInput!) {\n    duplicateProject(input: $input) {\n      project {\n        key\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DuplicateProjectDocument,
    "\n  fragment ProjectHeader_project on Project {\n    key\n    name\n    fel20\n    isActive\n    isValid\n    version\n    owner {\n      key\n      name\n    }\n    client {\n      key\n      name\n    }\n    viewerCanEdit\n    viewerCanFinalize\n    viewerCanUnfinalize\n    viewerCanChangeActive\n    viewerCanTransfer\n    viewerCanDuplicate\n    viewerCanCopyFel2ToFel3\n  }\n": typeof types.ProjectHeader_ProjectFragmentDoc,
    "\n  mutation FinalizeProject($input: ProjectKeyInput!) {\n    finalizeProject(input: $input) {\n      project {\n        key\n        isValid\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.FinalizeProjectDocument,
    "\n  mutation UnfinalizeProject($input: ProjectKeyInput!) {\n    unfinalizeProject(input: $input) {\n      project {\n        key\n        isValid\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.UnfinalizeProjectDocument,
    "\n  mutation SetProjectActive($input: SetProjectActiveInput!) {\n    setProjectActive(input: $input) {\n      project {\n        key\n        isActive\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SetProjectActiveDocument,
    "\n  mutation CopyFel2ToFel3($input: ProjectKeyInput!) {\n    copyFel2ToFel3(input: $input) {\n      copied\n      project {\n        key\n        statusfel3\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.CopyFel2ToFel3Document,
    "\n  fragment QuestionCard_answer on Answer {\n    level\n    na\n    naReason\n    comment\n    evidence\n    revisit\n    version\n    answeredAt\n    answeredBy {\n      key\n      name\n    }\n    action {\n      text\n      owner\n      due\n      status\n    }\n  }\n": typeof types.QuestionCard_AnswerFragmentDoc,
    "\n  fragment QuestionCard_item on ProjectQuestion {\n    question {\n      code\n      title\n      text\n      guidance\n      weightLabel\n      target\n      fel2Code\n      nextDeliverable\n      levels {\n        level\n        label\n        anchor\n      }\n    }\n    answer {\n      ...QuestionCard_answer\n    }\n  }\n": typeof types.QuestionCard_ItemFragmentDoc,
    "\n  fragment SitesSection_project on Project {\n    key\n    viewerCanEdit\n    client {\n      key\n      plantNames\n    }\n    sites {\n      key\n      plantName\n      location\n    }\n  }\n": typeof types.SitesSection_ProjectFragmentDoc,
    "\n  mutation AddProjectSite($input: AddProjectSiteInput!) {\n    addProjectSite(input: $input) {\n      site {\n        key\n        plantName\n        location\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddProjectSiteDocument,
    "\n  mutation EditProjectSite($input: EditProjectSiteInput!) {\n    editProjectSite(input: $input) {\n      site {\n        key\n        plantName\n        location\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.EditProjectSiteDocument,
    "\n  mutation RemoveProjectSite($input: RemoveItemInput!) {\n    removeProjectSite(input: $input) {\n      site {\n        key\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RemoveProjectSiteDocument,
    "\n  query ProjectTeam($key: ID!) {\n    project(key: $key) {\n      key\n      phases\n      viewerCanEdit\n      team {\n        key\n        phase\n        name\n        email\n        function\n        company\n      }\n    }\n  }\n": typeof types.ProjectTeamDocument,
    "\n  mutation AddTeamMember($input: AddTeamMemberInput!) {\n    addTeamMember(input: $input) {\n      teamMember {\n        key\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddTeamMemberDocument,
    "\n  mutation EditTeamMember($input: EditTeamMemberInput!) {\n    editTeamMember(input: $input) {\n      teamMember {\n        key\n        name\n        email\n        function\n        company\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.EditTeamMemberDocument,
    "\n  mutation RemoveTeamMember($input: RemoveItemInput!) {\n    removeTeamMember(input: $input) {\n      teamMember {\n        key\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  mutation SaveAnswer($input: SaveAnswerInput!) {\n    saveAnswer(input: $input) {\n      answer {\n        ...QuestionCard_answer\n      }\n      current {\n        ...QuestionCard_answer\n      }\n      project {\n        key\n        statusfel3\n        progress {\n          phase\n          area\n          label\n          answered\n          total\n          flagged\n        }\n      }\n      errors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.SaveAnswerDocument,
    "\n  query ShellFooter {\n    siteSettings {\n      year\n    }\n  }\n": typeof types.ShellFooterDocument,
    "\n  query MaintenanceBanner {\n    siteSettings {\n      banner\n      message\n      color\n    }\n  }\n": typeof types.MaintenanceBannerDocument,
    "\n  query ShellAppInfo {\n    appInfo {\n      version\n      supportEmail\n      contactUrl\n      privacyUrl\n      termsUrl\n      supportUrl\n    }\n  }\n": typeof types.ShellAppInfoDocument,
};
const documents: Documents = {
    "\n  fragment Session_viewer on Viewer {\n    user {\n      key\n      name\n      username\n      userType\n      roleLabel\n    }\n    organization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseRenew\n      licenseCreate\n      licenseTermMonths\n      licenseDaysLeft\n    }\n    activeOrganization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseDaysLeft\n    }\n    permissions {\n      viewerCanManageUsers\n      viewerCanSeeAdminScreens\n      viewerCanManageOrganizations\n      viewerCanManageProviderSettings\n      viewerCanSeeProviderMetrics\n      viewerCanImpersonate\n    }\n  }\n": types.Session_ViewerFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n      errors {\n        message\n        code\n      }\n    }\n  }\n": types.SignOutDocument,
    "\n  query OrganizationCels($key: ID!, $withCandidates: Boolean!) {\n    adminOrganization(key: $key) {\n      key\n      cels {\n        key\n        name\n        username\n      }\n    }\n    celCandidates @include(if: $withCandidates) {\n      key\n      name\n      username\n    }\n  }\n": types.OrganizationCelsDocument,
    "\n  mutation SetOrganizationCels($key: ID!, $cels: [ID!]!) {\n    setOrganizationCels(input: { key: $key, cels: $cels }) {\n      organization {\n        key\n        cels {\n          key\n          name\n          username\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.SetOrganizationCelsDocument,
    "\n  fragment ClientsPage_organization on Organization {\n    key\n    name\n    licenseKey\n    created\n    licenseDue\n    subscription\n    subscriptionLabel\n    notes\n  }\n": types.ClientsPage_OrganizationFragmentDoc,
    "\n  query AdminOrganizations($filter: OrganizationFilter, $sort: OrganizationSort, $page: Int, $pageSize: Int) {\n    adminOrganizations(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      nodes {\n        key\n        ...ClientsPage_organization\n      }\n    }\n  }\n": types.AdminOrganizationsDocument,
    "\n  query CompanyMetrics($key: ID!) {\n    adminOrganization(key: $key) {\n      key\n      companyMetrics {\n        fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co\n      }\n    }\n  }\n": types.CompanyMetricsDocument,
    "\n  mutation SetCompanyMetrics($key: ID!, $metrics: CompanyMetricsInput!) {\n    setCompanyMetrics(input: { key: $key, metrics: $metrics }) {\n      organization {\n        key\n        companyMetrics {\n          fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SetCompanyMetricsDocument,
    "\n  query OrganizationForm($key: ID!) {\n    adminOrganization(key: $key) {\n      key\n      name\n      licenseKey\n      licenseCreate\n      licenseDue\n      licenseRenew\n      subscription\n      plantNames\n      notes\n      requiresSecondFactor\n      poc {\n        key\n        name\n        username\n      }\n    }\n  }\n": types.OrganizationFormDocument,
    "\n  mutation RegenerateLicenseKey($key: ID!) {\n    regenerateLicenseKey(input: { key: $key }) {\n      organization {\n        key\n        licenseKey\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.RegenerateLicenseKeyDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        key\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.CreateOrganizationDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        key\n        name\n        licenseKey\n        licenseDue\n        subscription\n        subscriptionLabel\n        notes\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateOrganizationDocument,
    "\n  query PocCandidates($organization: ID!, $search: String) {\n    pocCandidates(organization: $organization, search: $search) {\n      key\n      name\n      username\n    }\n  }\n": types.PocCandidatesDocument,
    "\n  query ProviderMetrics {\n    providerMetrics {\n      fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in\n      fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in\n    }\n  }\n": types.ProviderMetricsDocument,
    "\n  mutation UpdateProviderMetrics($input: ProviderMetricsInput!) {\n    updateProviderMetrics(input: $input) {\n      metrics {\n        fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in\n        fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateProviderMetricsDocument,
    "\n  query ProviderMetricsCsv {\n    providerMetricsCsv {\n      filename\n      content\n    }\n  }\n": types.ProviderMetricsCsvDocument,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      banner\n      message\n      color\n      year\n    }\n  }\n": types.AdminSiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      siteSettings {\n        banner\n        message\n        color\n        year\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateSiteSettingsDocument,
    "\n  query UserFormOptions {\n    userFormOptions {\n      roleLabel\n      organizations {\n        key\n        name\n        isProvider\n        viewerAssignableRoles {\n          userType\n          label\n        }\n      }\n    }\n  }\n": types.UserFormOptionsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        key\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        key\n        name\n        username\n        userType\n        roleLabel\n        celCheck\n        poOnly\n        client {\n          key\n          name\n          isProvider\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  fragment UserRow_user on User {\n    key\n    name\n    username\n    userType\n    roleLabel\n    status\n    lastLogin\n    celCheck\n    poOnly\n    client {\n      key\n      name\n      isProvider\n    }\n  }\n": types.UserRow_UserFragmentDoc,
    "\n  mutation SetUserActive($input: SetUserActiveInput!) {\n    setUserActive(input: $input) {\n      user {\n        key\n        status\n        active\n      }\n      warning\n      errors {\n        message\n      }\n    }\n  }\n": types.SetUserActiveDocument,
    "\n  mutation SendPasswordResetLink($key: ID!) {\n    sendPasswordResetLink(input: { key: $key }) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n": types.SendPasswordResetLinkDocument,
    "\n  query AdminUsers($filter: UserFilter, $sort: UserSort, $page: Int, $pageSize: Int) {\n    adminUsers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      nodes {\n        key\n        ...UserRow_user\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUsersCsv($filter: UserFilter, $sort: UserSort) {\n    adminUsersCsv(filter: $filter, sort: $sort) {\n      filename\n      content\n    }\n  }\n": types.AdminUsersCsvDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      key\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query ProviderLink {\n    appInfo {\n      providerUrl\n    }\n  }\n": types.ProviderLinkDocument,
    "\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      twofa\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SendSecondFactorCode {\n    sendSecondFactorCode {\n      sent\n      errors {\n        message\n      }\n    }\n  }\n": types.SendSecondFactorCodeDocument,
    "\n  query ClientSwitcherChoices {\n    impersonationChoices {\n      key\n      name\n    }\n  }\n": types.ClientSwitcherChoicesDocument,
    "\n  mutation SwitchClient($input: SetClientImpersonationInput!) {\n    setClientImpersonation(input: $input) {\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.SwitchClientDocument,
    "\n  fragment AreaProgressBars_project on Project {\n    key\n    progress {\n      phase\n      area\n      label\n      answered\n      total\n      flagged\n    }\n  }\n": types.AreaProgressBars_ProjectFragmentDoc,
    "\n  query ProjectScreening {\n    viewer {\n      activeOrganization {\n        key\n        name\n      }\n      permissions {\n        viewerCanCreateProject\n      }\n    }\n    projectScreening {\n      costRanges {\n        value\n        label\n        outsideSmallProjectRange\n      }\n      projectTypes {\n        value\n        label\n      }\n      smallProjectWarning\n    }\n  }\n": types.ProjectScreeningDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      project {\n        key\n        name\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.CreateProjectDocument,
    "\n  query ProjectList($filter: ProjectFilter, $first: Int, $offset: Int) {\n    viewer {\n      permissions {\n        viewerCanCreateProject\n      }\n    }\n    projects(filter: $filter, first: $first, offset: $offset) {\n      total\n      nodes {\n        key\n        name\n        isActive\n        isValid\n        currentPhase\n        owner {\n          key\n          name\n        }\n        fel2Index: latestFelIndex(phase: fel2)\n        fel3Index: latestFelIndex(phase: fel3)\n        ...AreaProgressBars_project\n      }\n    }\n  }\n": types.ProjectListDocument,
    "\n  query ProjectWorkspace($key: ID!) {\n    project(key: $key) {\n      key\n      name\n      fel20\n      phases\n      currentPhase\n      ...ProjectHeader_project\n      ...DetailsTab_project\n    }\n  }\n": types.ProjectWorkspaceDocument,
    "\n  query ProjectActions($key: ID!, $status: ActionStatus) {\n    project(key: $key) {\n      key\n      actions(status: $status) {\n        phase\n        questionCode\n        questionTitle\n        text\n        owner\n        due\n        status\n      }\n    }\n  }\n": types.ProjectActionsDocument,
    "\n  fragment DetailsTab_project on Project {\n    key\n    description\n    costRange\n    costRangeLabel\n    projectType\n    projectTypeLabel\n    outsideSmallProjectRange\n    fel20\n    statusfel3\n    version\n    createdAt\n    finalizedAt\n    viewerCanEdit\n    ...AreaProgressBars_project\n    ...SitesSection_project\n  }\n": types.DetailsTab_ProjectFragmentDoc,
    "\n  query DetailsOptions {\n    projectScreening {\n      costRanges {\n        value\n        label\n      }\n      projectTypes {\n        value\n        label\n      }\n      smallProjectWarning\n    }\n  }\n": types.DetailsOptionsDocument,
    "\n  mutation UpdateProjectDetails($input: UpdateProjectDetailsInput!) {\n    updateProjectDetails(input: $input) {\n      project {\n        key\n        description\n        costRange\n        costRangeLabel\n        projectType\n        projectTypeLabel\n        outsideSmallProjectRange\n        version\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateProjectDetailsDocument,
    "\n  query PhaseQuestionnaire($key: ID!, $phase: Phase!) {\n    project(key: $key) {\n      key\n      name\n      isValid\n      isActive\n      statusfel3\n      viewerCanEdit\n      ...AreaProgressBars_project\n      questionnaire(phase: $phase) {\n        phase\n        label\n        bankVersion\n        areas {\n          area\n          label\n          items {\n            question {\n              code\n            }\n            ...QuestionCard_item\n          }\n        }\n      }\n    }\n  }\n": types.PhaseQuestionnaireDocument,
    "\n  query PhaseCsv($key: ID!, $phase: Phase!) {\n    project(key: $key) {\n      key\n      csv(phase: $phase) {\n        filename\n        content\n      }\n    }\n  }\n": types.PhaseCsvDocument,
    "\n  mutation SetFel3Status($input: SetFel3StatusInput!) {\n    setFel3Status(input: $input) {\n      project {\n        key\n        statusfel3\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.SetFel3StatusDocument,
    "\n  mutation RenameProject($input: RenameProjectInput!) {\n    renameProject(input: $input) {\n      project {\n        key\n        name\n        version\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RenameProjectDocument,
    "\n  query OwnerCandidates($key: ID!) {\n    ownerCandidates(key: $key) {\n      key\n      name\n      username\n    }\n  }\n": types.OwnerCandidatesDocument,
    "\n  mutation TransferProject($input: TransferProjectInput!) {\n    transferProject(input: $input) {\n      project {\n        key\n        owner {\n          key\n          name\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.TransferProjectDocument,
    "\n  mutation DuplicateProject($input: DuplicateProjectInput!) {\n    duplicateProject(input: $input) {\n      project {\n        key\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DuplicateProjectDocument,
    "\n  fragment ProjectHeader_project on Project {\n    key\n    name\n    fel20\n    isActive\n    isValid\n    version\n    owner {\n      key\n      name\n    }\n    client {\n      key\n      name\n    }\n    viewerCanEdit\n    viewerCanFinalize\n    viewerCanUnfinalize\n    viewerCanChangeActive\n    viewerCanTransfer\n    viewerCanDuplicate\n    viewerCanCopyFel2ToFel3\n  }\n": types.ProjectHeader_ProjectFragmentDoc,
    "\n  mutation FinalizeProject($input: ProjectKeyInput!) {\n    finalizeProject(input: $input) {\n      project {\n        key\n        isValid\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.FinalizeProjectDocument,
    "\n  mutation UnfinalizeProject($input: ProjectKeyInput!) {\n    unfinalizeProject(input: $input) {\n      project {\n        key\n        isValid\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.UnfinalizeProjectDocument,
    "\n  mutation SetProjectActive($input: SetProjectActiveInput!) {\n    setProjectActive(input: $input) {\n      project {\n        key\n        isActive\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.SetProjectActiveDocument,
    "\n  mutation CopyFel2ToFel3($input: ProjectKeyInput!) {\n    copyFel2ToFel3(input: $input) {\n      copied\n      project {\n        key\n        statusfel3\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.CopyFel2ToFel3Document,
    "\n  fragment QuestionCard_answer on Answer {\n    level\n    na\n    naReason\n    comment\n    evidence\n    revisit\n    version\n    answeredAt\n    answeredBy {\n      key\n      name\n    }\n    action {\n      text\n      owner\n      due\n      status\n    }\n  }\n": types.QuestionCard_AnswerFragmentDoc,
    "\n  fragment QuestionCard_item on ProjectQuestion {\n    question {\n      code\n      title\n      text\n      guidance\n      weightLabel\n      target\n      fel2Code\n      nextDeliverable\n      levels {\n        level\n        label\n        anchor\n      }\n    }\n    answer {\n      ...QuestionCard_answer\n    }\n  }\n": types.QuestionCard_ItemFragmentDoc,
    "\n  fragment SitesSection_project on Project {\n    key\n    viewerCanEdit\n    client {\n      key\n      plantNames\n    }\n    sites {\n      key\n      plantName\n      location\n    }\n  }\n": types.SitesSection_ProjectFragmentDoc,
    "\n  mutation AddProjectSite($input: AddProjectSiteInput!) {\n    addProjectSite(input: $input) {\n      site {\n        key\n        plantName\n        location\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddProjectSiteDocument,
    "\n  mutation EditProjectSite($input: EditProjectSiteInput!) {\n    editProjectSite(input: $input) {\n      site {\n        key\n        plantName\n        location\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.EditProjectSiteDocument,
    "\n  mutation RemoveProjectSite($input: RemoveItemInput!) {\n    removeProjectSite(input: $input) {\n      site {\n        key\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.RemoveProjectSiteDocument,
    "\n  query ProjectTeam($key: ID!) {\n    project(key: $key) {\n      key\n      phases\n      viewerCanEdit\n      team {\n        key\n        phase\n        name\n        email\n        function\n        company\n      }\n    }\n  }\n": types.ProjectTeamDocument,
    "\n  mutation AddTeamMember($input: AddTeamMemberInput!) {\n    addTeamMember(input: $input) {\n      teamMember {\n        key\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddTeamMemberDocument,
    "\n  mutation EditTeamMember($input: EditTeamMemberInput!) {\n    editTeamMember(input: $input) {\n      teamMember {\n        key\n        name\n        email\n        function\n        company\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.EditTeamMemberDocument,
    "\n  mutation RemoveTeamMember($input: RemoveItemInput!) {\n    removeTeamMember(input: $input) {\n      teamMember {\n        key\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.RemoveTeamMemberDocument,
    "\n  mutation SaveAnswer($input: SaveAnswerInput!) {\n    saveAnswer(input: $input) {\n      answer {\n        ...QuestionCard_answer\n      }\n      current {\n        ...QuestionCard_answer\n      }\n      project {\n        key\n        statusfel3\n        progress {\n          phase\n          area\n          label\n          answered\n          total\n          flagged\n        }\n      }\n      errors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.SaveAnswerDocument,
    "\n  query ShellFooter {\n    siteSettings {\n      year\n    }\n  }\n": types.ShellFooterDocument,
    "\n  query MaintenanceBanner {\n    siteSettings {\n      banner\n      message\n      color\n    }\n  }\n": types.MaintenanceBannerDocument,
    "\n  query ShellAppInfo {\n    appInfo {\n      version\n      supportEmail\n      contactUrl\n      privacyUrl\n      termsUrl\n      supportUrl\n    }\n  }\n": types.ShellAppInfoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Session_viewer on Viewer {\n    user {\n      key\n      name\n      username\n      userType\n      roleLabel\n    }\n    organization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseRenew\n      licenseCreate\n      licenseTermMonths\n      licenseDaysLeft\n    }\n    activeOrganization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseDaysLeft\n    }\n    permissions {\n      viewerCanManageUsers\n      viewerCanSeeAdminScreens\n      viewerCanManageOrganizations\n      viewerCanManageProviderSettings\n      viewerCanSeeProviderMetrics\n      viewerCanImpersonate\n    }\n  }\n"): (typeof documents)["\n  fragment Session_viewer on Viewer {\n    user {\n      key\n      name\n      username\n      userType\n      roleLabel\n    }\n    organization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseRenew\n      licenseCreate\n      licenseTermMonths\n      licenseDaysLeft\n    }\n    activeOrganization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseDaysLeft\n    }\n    permissions {\n      viewerCanManageUsers\n      viewerCanSeeAdminScreens\n      viewerCanManageOrganizations\n      viewerCanManageProviderSettings\n      viewerCanSeeProviderMetrics\n      viewerCanImpersonate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      signedOut\n      errors {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      signedOut\n      errors {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationCels($key: ID!, $withCandidates: Boolean!) {\n    adminOrganization(key: $key) {\n      key\n      cels {\n        key\n        name\n        username\n      }\n    }\n    celCandidates @include(if: $withCandidates) {\n      key\n      name\n      username\n    }\n  }\n"): (typeof documents)["\n  query OrganizationCels($key: ID!, $withCandidates: Boolean!) {\n    adminOrganization(key: $key) {\n      key\n      cels {\n        key\n        name\n        username\n      }\n    }\n    celCandidates @include(if: $withCandidates) {\n      key\n      name\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrganizationCels($key: ID!, $cels: [ID!]!) {\n    setOrganizationCels(input: { key: $key, cels: $cels }) {\n      organization {\n        key\n        cels {\n          key\n          name\n          username\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrganizationCels($key: ID!, $cels: [ID!]!) {\n    setOrganizationCels(input: { key: $key, cels: $cels }) {\n      organization {\n        key\n        cels {\n          key\n          name\n          username\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientsPage_organization on Organization {\n    key\n    name\n    licenseKey\n    created\n    licenseDue\n    subscription\n    subscriptionLabel\n    notes\n  }\n"): (typeof documents)["\n  fragment ClientsPage_organization on Organization {\n    key\n    name\n    licenseKey\n    created\n    licenseDue\n    subscription\n    subscriptionLabel\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrganizations($filter: OrganizationFilter, $sort: OrganizationSort, $page: Int, $pageSize: Int) {\n    adminOrganizations(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      nodes {\n        key\n        ...ClientsPage_organization\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrganizations($filter: OrganizationFilter, $sort: OrganizationSort, $page: Int, $pageSize: Int) {\n    adminOrganizations(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      nodes {\n        key\n        ...ClientsPage_organization\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyMetrics($key: ID!) {\n    adminOrganization(key: $key) {\n      key\n      companyMetrics {\n        fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyMetrics($key: ID!) {\n    adminOrganization(key: $key) {\n      key\n      companyMetrics {\n        fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyMetrics($key: ID!, $metrics: CompanyMetricsInput!) {\n    setCompanyMetrics(input: { key: $key, metrics: $metrics }) {\n      organization {\n        key\n        companyMetrics {\n          fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetCompanyMetrics($key: ID!, $metrics: CompanyMetricsInput!) {\n    setCompanyMetrics(input: { key: $key, metrics: $metrics }) {\n      organization {\n        key\n        companyMetrics {\n          fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationForm($key: ID!) {\n    adminOrganization(key: $key) {\n      key\n      name\n      licenseKey\n      licenseCreate\n      licenseDue\n      licenseRenew\n      subscription\n      plantNames\n      notes\n      requiresSecondFactor\n      poc {\n        key\n        name\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationForm($key: ID!) {\n    adminOrganization(key: $key) {\n      key\n      name\n      licenseKey\n      licenseCreate\n      licenseDue\n      licenseRenew\n      subscription\n      plantNames\n      notes\n      requiresSecondFactor\n      poc {\n        key\n        name\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateLicenseKey($key: ID!) {\n    regenerateLicenseKey(input: { key: $key }) {\n      organization {\n        key\n        licenseKey\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateLicenseKey($key: ID!) {\n    regenerateLicenseKey(input: { key: $key }) {\n      organization {\n        key\n        licenseKey\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        key\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        key\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        key\n        name\n        licenseKey\n        licenseDue\n        subscription\n        subscriptionLabel\n        notes\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        key\n        name\n        licenseKey\n        licenseDue\n        subscription\n        subscriptionLabel\n        notes\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PocCandidates($organization: ID!, $search: String) {\n    pocCandidates(organization: $organization, search: $search) {\n      key\n      name\n      username\n    }\n  }\n"): (typeof documents)["\n  query PocCandidates($organization: ID!, $search: String) {\n    pocCandidates(organization: $organization, search: $search) {\n      key\n      name\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderMetrics {\n    providerMetrics {\n      fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in\n      fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in\n    }\n  }\n"): (typeof documents)["\n  query ProviderMetrics {\n    providerMetrics {\n      fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in\n      fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProviderMetrics($input: ProviderMetricsInput!) {\n    updateProviderMetrics(input: $input) {\n      metrics {\n        fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in\n        fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProviderMetrics($input: ProviderMetricsInput!) {\n    updateProviderMetrics(input: $input) {\n      metrics {\n        fel2bp fel2in site2bp site2in eng2bp eng2in pep2bp pep2in\n        fel3bp fel3in site3bp site3in eng3bp eng3in pep3bp pep3in\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderMetricsCsv {\n    providerMetricsCsv {\n      filename\n      content\n    }\n  }\n"): (typeof documents)["\n  query ProviderMetricsCsv {\n    providerMetricsCsv {\n      filename\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteSettings {\n    siteSettings {\n      banner\n      message\n      color\n      year\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteSettings {\n    siteSettings {\n      banner\n      message\n      color\n      year\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      siteSettings {\n        banner\n        message\n        color\n        year\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      siteSettings {\n        banner\n        message\n        color\n        year\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserFormOptions {\n    userFormOptions {\n      roleLabel\n      organizations {\n        key\n        name\n        isProvider\n        viewerAssignableRoles {\n          userType\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserFormOptions {\n    userFormOptions {\n      roleLabel\n      organizations {\n        key\n        name\n        isProvider\n        viewerAssignableRoles {\n          userType\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        key\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        key\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        key\n        name\n        username\n        userType\n        roleLabel\n        celCheck\n        poOnly\n        client {\n          key\n          name\n          isProvider\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        key\n        name\n        username\n        userType\n        roleLabel\n        celCheck\n        poOnly\n        client {\n          key\n          name\n          isProvider\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow_user on User {\n    key\n    name\n    username\n    userType\n    roleLabel\n    status\n    lastLogin\n    celCheck\n    poOnly\n    client {\n      key\n      name\n      isProvider\n    }\n  }\n"): (typeof documents)["\n  fragment UserRow_user on User {\n    key\n    name\n    username\n    userType\n    roleLabel\n    status\n    lastLogin\n    celCheck\n    poOnly\n    client {\n      key\n      name\n      isProvider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserActive($input: SetUserActiveInput!) {\n    setUserActive(input: $input) {\n      user {\n        key\n        status\n        active\n      }\n      warning\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserActive($input: SetUserActiveInput!) {\n    setUserActive(input: $input) {\n      user {\n        key\n        status\n        active\n      }\n      warning\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetLink($key: ID!) {\n    sendPasswordResetLink(input: { key: $key }) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordResetLink($key: ID!) {\n    sendPasswordResetLink(input: { key: $key }) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($filter: UserFilter, $sort: UserSort, $page: Int, $pageSize: Int) {\n    adminUsers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      nodes {\n        key\n        ...UserRow_user\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($filter: UserFilter, $sort: UserSort, $page: Int, $pageSize: Int) {\n    adminUsers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      nodes {\n        key\n        ...UserRow_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersCsv($filter: UserFilter, $sort: UserSort) {\n    adminUsersCsv(filter: $filter, sort: $sort) {\n      filename\n      content\n    }\n  }\n"): (typeof documents)["\n  query AdminUsersCsv($filter: UserFilter, $sort: UserSort) {\n    adminUsersCsv(filter: $filter, sort: $sort) {\n      filename\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      key\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      key\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderLink {\n    appInfo {\n      providerUrl\n    }\n  }\n"): (typeof documents)["\n  query ProviderLink {\n    appInfo {\n      providerUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      twofa\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      twofa\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSecondFactorCode {\n    sendSecondFactorCode {\n      sent\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendSecondFactorCode {\n    sendSecondFactorCode {\n      sent\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientSwitcherChoices {\n    impersonationChoices {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query ClientSwitcherChoices {\n    impersonationChoices {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchClient($input: SetClientImpersonationInput!) {\n    setClientImpersonation(input: $input) {\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchClient($input: SetClientImpersonationInput!) {\n    setClientImpersonation(input: $input) {\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AreaProgressBars_project on Project {\n    key\n    progress {\n      phase\n      area\n      label\n      answered\n      total\n      flagged\n    }\n  }\n"): (typeof documents)["\n  fragment AreaProgressBars_project on Project {\n    key\n    progress {\n      phase\n      area\n      label\n      answered\n      total\n      flagged\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectScreening {\n    viewer {\n      activeOrganization {\n        key\n        name\n      }\n      permissions {\n        viewerCanCreateProject\n      }\n    }\n    projectScreening {\n      costRanges {\n        value\n        label\n        outsideSmallProjectRange\n      }\n      projectTypes {\n        value\n        label\n      }\n      smallProjectWarning\n    }\n  }\n"): (typeof documents)["\n  query ProjectScreening {\n    viewer {\n      activeOrganization {\n        key\n        name\n      }\n      permissions {\n        viewerCanCreateProject\n      }\n    }\n    projectScreening {\n      costRanges {\n        value\n        label\n        outsideSmallProjectRange\n      }\n      projectTypes {\n        value\n        label\n      }\n      smallProjectWarning\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      project {\n        key\n        name\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      project {\n        key\n        name\n      }\n      warning\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectList($filter: ProjectFilter, $first: Int, $offset: Int) {\n    viewer {\n      permissions {\n        viewerCanCreateProject\n      }\n    }\n    projects(filter: $filter, first: $first, offset: $offset) {\n      total\n      nodes {\n        key\n        name\n        isActive\n        isValid\n        currentPhase\n        owner {\n          key\n          name\n        }\n        fel2Index: latestFelIndex(phase: fel2)\n        fel3Index: latestFelIndex(phase: fel3)\n        ...AreaProgressBars_project\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectList($filter: ProjectFilter, $first: Int, $offset: Int) {\n    viewer {\n      permissions {\n        viewerCanCreateProject\n      }\n    }\n    projects(filter: $filter, first: $first, offset: $offset) {\n      total\n      nodes {\n        key\n        name\n        isActive\n        isValid\n        currentPhase\n        owner {\n          key\n          name\n        }\n        fel2Index: latestFelIndex(phase: fel2)\n        fel3Index: latestFelIndex(phase: fel3)\n        ...AreaProgressBars_project\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectWorkspace($key: ID!) {\n    project(key: $key) {\n      key\n      name\n      fel20\n      phases\n      currentPhase\n      ...ProjectHeader_project\n      ...DetailsTab_project\n    }\n  }\n"): (typeof documents)["\n  query ProjectWorkspace($key: ID!) {\n    project(key: $key) {\n      key\n      name\n      fel20\n      phases\n      currentPhase\n      ...ProjectHeader_project\n      ...DetailsTab_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectActions($key: ID!, $status: ActionStatus) {\n    project(key: $key) {\n      key\n      actions(status: $status) {\n        phase\n        questionCode\n        questionTitle\n        text\n        owner\n        due\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectActions($key: ID!, $status: ActionStatus) {\n    project(key: $key) {\n      key\n      actions(status: $status) {\n        phase\n        questionCode\n        questionTitle\n        text\n        owner\n        due\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DetailsTab_project on Project {\n    key\n    description\n    costRange\n    costRangeLabel\n    projectType\n    projectTypeLabel\n    outsideSmallProjectRange\n    fel20\n    statusfel3\n    version\n    createdAt\n    finalizedAt\n    viewerCanEdit\n    ...AreaProgressBars_project\n    ...SitesSection_project\n  }\n"): (typeof documents)["\n  fragment DetailsTab_project on Project {\n    key\n    description\n    costRange\n    costRangeLabel\n    projectType\n    projectTypeLabel\n    outsideSmallProjectRange\n    fel20\n    statusfel3\n    version\n    createdAt\n    finalizedAt\n    viewerCanEdit\n    ...AreaProgressBars_project\n    ...SitesSection_project\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DetailsOptions {\n    projectScreening {\n      costRanges {\n        value\n        label\n      }\n      projectTypes {\n        value\n        label\n      }\n      smallProjectWarning\n    }\n  }\n"): (typeof documents)["\n  query DetailsOptions {\n    projectScreening {\n      costRanges {\n        value\n        label\n      }\n      projectTypes {\n        value\n        label\n      }\n      smallProjectWarning\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectDetails($input: UpdateProjectDetailsInput!) {\n    updateProjectDetails(input: $input) {\n      project {\n        key\n        description\n        costRange\n        costRangeLabel\n        projectType\n        projectTypeLabel\n        outsideSmallProjectRange\n        version\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectDetails($input: UpdateProjectDetailsInput!) {\n    updateProjectDetails(input: $input) {\n      project {\n        key\n        description\n        costRange\n        costRangeLabel\n        projectType\n        projectTypeLabel\n        outsideSmallProjectRange\n        version\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhaseQuestionnaire($key: ID!, $phase: Phase!) {\n    project(key: $key) {\n      key\n      name\n      isValid\n      isActive\n      statusfel3\n      viewerCanEdit\n      ...AreaProgressBars_project\n      questionnaire(phase: $phase) {\n        phase\n        label\n        bankVersion\n        areas {\n          area\n          label\n          items {\n            question {\n              code\n            }\n            ...QuestionCard_item\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PhaseQuestionnaire($key: ID!, $phase: Phase!) {\n    project(key: $key) {\n      key\n      name\n      isValid\n      isActive\n      statusfel3\n      viewerCanEdit\n      ...AreaProgressBars_project\n      questionnaire(phase: $phase) {\n        phase\n        label\n        bankVersion\n        areas {\n          area\n          label\n          items {\n            question {\n              code\n            }\n            ...QuestionCard_item\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhaseCsv($key: ID!, $phase: Phase!) {\n    project(key: $key) {\n      key\n      csv(phase: $phase) {\n        filename\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  query PhaseCsv($key: ID!, $phase: Phase!) {\n    project(key: $key) {\n      key\n      csv(phase: $phase) {\n        filename\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFel3Status($input: SetFel3StatusInput!) {\n    setFel3Status(input: $input) {\n      project {\n        key\n        statusfel3\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetFel3Status($input: SetFel3StatusInput!) {\n    setFel3Status(input: $input) {\n      project {\n        key\n        statusfel3\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameProject($input: RenameProjectInput!) {\n    renameProject(input: $input) {\n      project {\n        key\n        name\n        version\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameProject($input: RenameProjectInput!) {\n    renameProject(input: $input) {\n      project {\n        key\n        name\n        version\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerCandidates($key: ID!) {\n    ownerCandidates(key: $key) {\n      key\n      name\n      username\n    }\n  }\n"): (typeof documents)["\n  query OwnerCandidates($key: ID!) {\n    ownerCandidates(key: $key) {\n      key\n      name\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferProject($input: TransferProjectInput!) {\n    transferProject(input: $input) {\n      project {\n        key\n        owner {\n          key\n          name\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferProject($input: TransferProjectInput!) {\n    transferProject(input: $input) {\n      project {\n        key\n        owner {\n          key\n          name\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateProject($input: DuplicateProjectInput!) {\n    duplicateProject(input: $input) {\n      project {\n        key\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateProject($input: DuplicateProjectInput!) {\n    duplicateProject(input: $input) {\n      project {\n        key\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectHeader_project on Project {\n    key\n    name\n    fel20\n    isActive\n    isValid\n    version\n    owner {\n      key\n      name\n    }\n    client {\n      key\n      name\n    }\n    viewerCanEdit\n    viewerCanFinalize\n    viewerCanUnfinalize\n    viewerCanChangeActive\n    viewerCanTransfer\n    viewerCanDuplicate\n    viewerCanCopyFel2ToFel3\n  }\n"): (typeof documents)["\n  fragment ProjectHeader_project on Project {\n    key\n    name\n    fel20\n    isActive\n    isValid\n    version\n    owner {\n      key\n      name\n    }\n    client {\n      key\n      name\n    }\n    viewerCanEdit\n    viewerCanFinalize\n    viewerCanUnfinalize\n    viewerCanChangeActive\n    viewerCanTransfer\n    viewerCanDuplicate\n    viewerCanCopyFel2ToFel3\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinalizeProject($input: ProjectKeyInput!) {\n    finalizeProject(input: $input) {\n      project {\n        key\n        isValid\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FinalizeProject($input: ProjectKeyInput!) {\n    finalizeProject(input: $input) {\n      project {\n        key\n        isValid\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfinalizeProject($input: ProjectKeyInput!) {\n    unfinalizeProject(input: $input) {\n      project {\n        key\n        isValid\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnfinalizeProject($input: ProjectKeyInput!) {\n    unfinalizeProject(input: $input) {\n      project {\n        key\n        isValid\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectActive($input: SetProjectActiveInput!) {\n    setProjectActive(input: $input) {\n      project {\n        key\n        isActive\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetProjectActive($input: SetProjectActiveInput!) {\n    setProjectActive(input: $input) {\n      project {\n        key\n        isActive\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyFel2ToFel3($input: ProjectKeyInput!) {\n    copyFel2ToFel3(input: $input) {\n      copied\n      project {\n        key\n        statusfel3\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CopyFel2ToFel3($input: ProjectKeyInput!) {\n    copyFel2ToFel3(input: $input) {\n      copied\n      project {\n        key\n        statusfel3\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionCard_answer on Answer {\n    level\n    na\n    naReason\n    comment\n    evidence\n    revisit\n    version\n    answeredAt\n    answeredBy {\n      key\n      name\n    }\n    action {\n      text\n      owner\n      due\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment QuestionCard_answer on Answer {\n    level\n    na\n    naReason\n    comment\n    evidence\n    revisit\n    version\n    answeredAt\n    answeredBy {\n      key\n      name\n    }\n    action {\n      text\n      owner\n      due\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionCard_item on ProjectQuestion {\n    question {\n      code\n      title\n      text\n      guidance\n      weightLabel\n      target\n      fel2Code\n      nextDeliverable\n      levels {\n        level\n        label\n        anchor\n      }\n    }\n    answer {\n      ...QuestionCard_answer\n    }\n  }\n"): (typeof documents)["\n  fragment QuestionCard_item on ProjectQuestion {\n    question {\n      code\n      title\n      text\n      guidance\n      weightLabel\n      target\n      fel2Code\n      nextDeliverable\n      levels {\n        level\n        label\n        anchor\n      }\n    }\n    answer {\n      ...QuestionCard_answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SitesSection_project on Project {\n    key\n    viewerCanEdit\n    client {\n      key\n      plantNames\n    }\n    sites {\n      key\n      plantName\n      location\n    }\n  }\n"): (typeof documents)["\n  fragment SitesSection_project on Project {\n    key\n    viewerCanEdit\n    client {\n      key\n      plantNames\n    }\n    sites {\n      key\n      plantName\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProjectSite($input: AddProjectSiteInput!) {\n    addProjectSite(input: $input) {\n      site {\n        key\n        plantName\n        location\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddProjectSite($input: AddProjectSiteInput!) {\n    addProjectSite(input: $input) {\n      site {\n        key\n        plantName\n        location\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditProjectSite($input: EditProjectSiteInput!) {\n    editProjectSite(input: $input) {\n      site {\n        key\n        plantName\n        location\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditProjectSite($input: EditProjectSiteInput!) {\n    editProjectSite(input: $input) {\n      site {\n        key\n        plantName\n        location\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProjectSite($input: RemoveItemInput!) {\n    removeProjectSite(input: $input) {\n      site {\n        key\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProjectSite($input: RemoveItemInput!) {\n    removeProjectSite(input: $input) {\n      site {\n        key\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTeam($key: ID!) {\n    project(key: $key) {\n      key\n      phases\n      viewerCanEdit\n      team {\n        key\n        phase\n        name\n        email\n        function\n        company\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectTeam($key: ID!) {\n    project(key: $key) {\n      key\n      phases\n      viewerCanEdit\n      team {\n        key\n        phase\n        name\n        email\n        function\n        company\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamMember($input: AddTeamMemberInput!) {\n    addTeamMember(input: $input) {\n      teamMember {\n        key\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamMember($input: AddTeamMemberInput!) {\n    addTeamMember(input: $input) {\n      teamMember {\n        key\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditTeamMember($input: EditTeamMemberInput!) {\n    editTeamMember(input: $input) {\n      teamMember {\n        key\n        name\n        email\n        function\n        company\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditTeamMember($input: EditTeamMemberInput!) {\n    editTeamMember(input: $input) {\n      teamMember {\n        key\n        name\n        email\n        function\n        company\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($input: RemoveItemInput!) {\n    removeTeamMember(input: $input) {\n      teamMember {\n        key\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMember($input: RemoveItemInput!) {\n    removeTeamMember(input: $input) {\n      teamMember {\n        key\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAnswer($input: SaveAnswerInput!) {\n    saveAnswer(input: $input) {\n      answer {\n        ...QuestionCard_answer\n      }\n      current {\n        ...QuestionCard_answer\n      }\n      project {\n        key\n        statusfel3\n        progress {\n          phase\n          area\n          label\n          answered\n          total\n          flagged\n        }\n      }\n      errors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAnswer($input: SaveAnswerInput!) {\n    saveAnswer(input: $input) {\n      answer {\n        ...QuestionCard_answer\n      }\n      current {\n        ...QuestionCard_answer\n      }\n      project {\n        key\n        statusfel3\n        progress {\n          phase\n          area\n          label\n          answered\n          total\n          flagged\n        }\n      }\n      errors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellFooter {\n    siteSettings {\n      year\n    }\n  }\n"): (typeof documents)["\n  query ShellFooter {\n    siteSettings {\n      year\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaintenanceBanner {\n    siteSettings {\n      banner\n      message\n      color\n    }\n  }\n"): (typeof documents)["\n  query MaintenanceBanner {\n    siteSettings {\n      banner\n      message\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellAppInfo {\n    appInfo {\n      version\n      supportEmail\n      contactUrl\n      privacyUrl\n      termsUrl\n      supportUrl\n    }\n  }\n"): (typeof documents)["\n  query ShellAppInfo {\n    appInfo {\n      version\n      supportEmail\n      contactUrl\n      privacyUrl\n      termsUrl\n      supportUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;