import { graphql } from '../../gql';

// The second step's documents: choices, passkeys and the enrolment a policy forces.

export const SecondFactorOptionsQuery = graphql(`
  query SecondFactorOptions {
    secondFactorOptions {
      methods
      mustEnrol
    }
  }
`);

export const BeginPasskeySignInMutation = graphql(`
  mutation BeginPasskeySignIn {
    beginPasskeySignIn {
      challenge {
        challengeId
        options
      }
      errors {
        message
      }
    }
  }
`);

export const FinishPasskeySignInMutation = graphql(`
  mutation FinishPasskeySignIn($input: PasskeySignInInput!) {
    finishPasskeySignIn(input: $input) {
      accessToken
      viewer {
        ...Session_viewer
      }
      errors {
        message
      }
    }
  }
`);

export const BeginSignInEnrolmentMutation = graphql(`
  mutation BeginSignInEnrolment {
    beginSignInEnrolment {
      enrolment {
        secret
        qrSvg
      }
      errors {
        message
      }
    }
  }
`);

export const ConfirmSignInEnrolmentMutation = graphql(`
  mutation ConfirmSignInEnrolment($input: ConfirmAuthenticatorInput!) {
    confirmSignInEnrolment(input: $input) {
      accessToken
      recoveryCodes
      viewer {
        ...Session_viewer
      }
      errors {
        message
      }
    }
  }
`);
