import { graphql } from '../../../gql';

export const MySecurityQuery = graphql(`
  query MySecurity {
    mySecondFactors {
      authenticatorApp
      passkeyCount
      recoveryCodesLeft
      emailedCodeAllowed
      required
      changeableUntil
    }
    myPasskeys {
      key
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const BeginAuthenticatorMutation = graphql(`
  mutation BeginAuthenticatorEnrolment {
    beginAuthenticatorEnrolment {
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

export const ConfirmAuthenticatorMutation = graphql(`
  mutation ConfirmAuthenticatorEnrolment($input: ConfirmAuthenticatorInput!) {
    confirmAuthenticatorEnrolment(input: $input) {
      recoveryCodes
      errors {
        message
      }
    }
  }
`);

export const RemoveAuthenticatorMutation = graphql(`
  mutation RemoveAuthenticator {
    removeAuthenticator {
      removed
      errors {
        message
      }
    }
  }
`);

export const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodes {
    regenerateRecoveryCodes {
      recoveryCodes
      errors {
        message
      }
    }
  }
`);

export const BeginPasskeyRegistrationMutation = graphql(`
  mutation BeginPasskeyRegistration {
    beginPasskeyRegistration {
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

export const AddPasskeyMutation = graphql(`
  mutation AddPasskey($input: AddPasskeyInput!) {
    addPasskey(input: $input) {
      passkey {
        key
        name
      }
      recoveryCodes
      errors {
        message
      }
    }
  }
`);

export const RemovePasskeyMutation = graphql(`
  mutation RemovePasskey($input: RemovePasskeyInput!) {
    removePasskey(input: $input) {
      removed
      errors {
        message
      }
    }
  }
`);

export const RenamePasskeyMutation = graphql(`
  mutation RenamePasskey($input: RenamePasskeyInput!) {
    renamePasskey(input: $input) {
      passkey {
        key
        name
      }
      errors {
        message
      }
    }
  }
`);
