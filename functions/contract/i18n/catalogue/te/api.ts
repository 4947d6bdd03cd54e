import type en from '../en/api.ts';

export default {
  'api.notSignedIn': 'కొనసాగడానికి దయచేసి లాగిన్ అవ్వండి.',
  'api.forbidden': 'దీన్ని చేయడానికి మీకు అనుమతి లేదు.',
  'api.notFound': 'కనుగొనబడలేదు.',
  'api.tooManyRequests': 'చాలా ఎక్కువ అభ్యర్థనలు. దయచేసి కొంతసేపు ఆగి మళ్ళీ ప్రయత్నించండి.',
  'api.invalidInput': 'దయచేసి హైలైట్ చేసిన ఫీల్డ్‌లను చూడండి.',
  'api.serverError': 'ఏదో పొరపాటు జరిగింది!',
  'api.storeUnavailable': 'సర్వీస్ ప్రస్తుతం బిజీగా ఉంది. దయచేసి కాసేపట్లో మళ్ళీ ప్రయత్నించండి.',
  'api.bodyTooLarge': 'అభ్యర్థన చాలా పెద్దదిగా ఉంది.',
  'api.merchantDetailsFirst': 'దయచేసి ముందుగా మీ వ్యాపారి వివరాలు పూర్తి చేయండి.',
  'api.invalidReferralMobile': 'దయచేసి సరైన 10 అంకెల భారతీయ మొబైల్ నంబర్ ఇవ్వండి.',
  'api.revealRefused': 'కూపన్ కోడ్‌లు చూడటానికి దయచేసి మీ ఈమెయిల్ చిరునామాను వెరిఫై చేయండి.',
  'api.reviewRefused': 'కూపన్లకు రివ్యూ ఇవ్వడానికి దయచేసి మీ ఈమెయిల్ చిరునామాను వెరిఫై చేయండి.',
  'api.earnRefused': 'క్యాష్‌బ్యాక్ పొందడానికి దయచేసి మీ ఈమెయిల్ చిరునామాను వెరిఫై చేయండి.',
  'api.reviewNotFound': 'ఈ రివ్యూ లేదు.',
  'api.upiIdInvalid': 'మీ UPI ID ని name@bank లాగా ఇవ్వండి, ఉదా. priya.sharma@okhdfc.',
  'api.noMethod': 'డబ్బు తీసుకునే ముందు ఒక UPI ID జోడించండి.',
  'api.openPayoutExists': 'మీ ఒక చెల్లింపు ఇప్పటికే జరుగుతోంది. అది పూర్తయ్యే వరకు లేదా తిరిగి వచ్చే వరకు దయచేసి ఆగండి.',
  'api.payoutsDisabled': 'ప్రస్తుతం డబ్బు తీసుకోవడం అందుబాటులో లేదు. దయచేసి తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'api.payoutNotFound': 'చెల్లింపు కనుగొనబడలేదు.',
  'api.claimNotFound': 'ఈ క్లెయిమ్ లేదు.',
} satisfies Record<keyof typeof en, string>;
