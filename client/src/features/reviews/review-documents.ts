import { graphql } from '../../gql';

// The review's GraphQL documents (schema/reviews.graphql).

export const ReviewFieldsFragment = graphql(`
  fragment ReviewFields on ReportReview {
    key
    state
    projectName
    phase
    preparedBy
    reviewer
    submittedAt
    signedOffAt
    statement
    returnComments
    items {
      code
      title
      weight
      claimed
      na
      naReason
      comment
      entries {
        number
        revision
      }
      scored
      mark {
        code
        kind
        level
      }
    }
    unmarked
    figures {
      felIndex
      band
      gate
      pendingReview
      verdict
    }
  }
`);

export const ReviewsWaitingQuery = graphql(`
  query ReviewsWaiting {
    reviewsWaiting {
      total
      nodes {
        key
        projectName
        phase
        submittedAt
        preparedBy
      }
    }
  }
`);

export const ReportReviewQuery = graphql(`
  query ReportReviewScreen($key: ID!) {
    reportReview(reportKey: $key) {
      ...ReviewFields
    }
  }
`);

export const ReportReviewStateQuery = graphql(`
  query ReportReviewState($key: ID!) {
    report(key: $key) {
      key
      reviewState
      review {
        key
        state
        reviewer
        submittedAt
        signedOffAt
        returnComments
        typedNames {
          name
          typedAs
          match {
            key
            name
          }
        }
      }
    }
  }
`);

export const ReportReviewersQuery = graphql(`
  query ReportReviewers($key: ID!) {
    reportReviewers(reportKey: $key) {
      key
      name
      email
    }
  }
`);

export const SubmitReportMutation = graphql(`
  mutation SubmitReportForReview($input: SubmitReportInput!) {
    submitReportForReview(input: $input) {
      review {
        key
        state
        reviewer
        submittedAt
        signedOffAt
        returnComments
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const MarkReviewMutation = graphql(`
  mutation MarkReview($input: MarkReviewInput!) {
    markReview(input: $input) {
      review {
        ...ReviewFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const SignOffReviewMutation = graphql(`
  mutation SignOffReview($input: SignOffReviewInput!) {
    signOffReview(input: $input) {
      review {
        ...ReviewFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const ReturnReviewMutation = graphql(`
  mutation ReturnReview($input: ReturnReviewInput!) {
    returnReview(input: $input) {
      review {
        ...ReviewFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);
