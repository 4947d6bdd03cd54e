import type en from '../en/apiMerchant.ts';

export default {
  'apiMerchant.multipartRequired': 'कृपया फ़ॉर्म multipart/form-data के रूप में भेजें।',
  'apiMerchant.unsupportedFileType': 'सिर्फ़ JPG, PNG, WebP या GIF इमेज ही अपलोड की जा सकती हैं।',
  'apiMerchant.unsupportedMediaType':
    'सिर्फ़ JPG, PNG, WebP या GIF इमेज, या MP4 या WebM वीडियो ही अपलोड किए जा सकते हैं।',
  'apiMerchant.emptyFile': 'फ़ाइल खाली है।',
  'apiMerchant.unreadableImage': 'यह इमेज पढ़ी नहीं जा सकी। कृपया कोई दूसरी फ़ाइल चुनें।',
  'apiMerchant.mediaStoreUnavailable':
    'तस्वीर अभी सेव नहीं हो सकी। कुछ भी नहीं बदला; कृपया थोड़ी देर में फिर कोशिश करें।',
  'apiMerchant.couponUploadFailed': 'अपलोड नहीं हो सका। कृपया जानकारी जाँचें।',
  'apiMerchant.couponUpdateFailed': 'बदलाव सेव नहीं हो सका। कृपया जानकारी जाँचें।',
  'apiMerchant.couponOtherMerchant': 'कूपन हमेशा आपके अपने व्यापारी अकाउंट के लिए ही जोड़ा जाता है।',
  'apiMerchant.couponNotFound': 'यह कूपन मौजूद नहीं है।',
  'apiMerchant.editSlotKept': 'लाइव कूपन बदलते समय उसका स्लॉट वही रहता है। दूसरा स्लॉट चाहिए तो नया कूपन जोड़ें।',
  'apiMerchant.editNotFound': 'यह बदलाव अब मंज़ूरी के लिए इंतज़ार में नहीं है।',
  'apiMerchant.productOtherMerchant': 'आप सिर्फ़ अपने व्यापारी अकाउंट के लिए ही प्रोडक्ट अपलोड कर सकते हैं।',
  'apiMerchant.categoryHasOneProduct':
    'इस कैटेगरी में अभी 1 प्रोडक्ट है। पहले उसे किसी दूसरी कैटेगरी में ले जाएँ या डिलीट करें।',
  'apiMerchant.nothingToChange': 'कम से कम एक बदलाव भेजें।',
  'apiMerchant.merchantIdNotFound': 'व्यापारी ID नहीं मिली।',
  'apiMerchant.siteUrlFirst': 'कृपया पहले अपने स्टोर का URL सेव करें।',
  'apiMerchant.nothingToSave': 'सेव करने को कुछ नहीं है: स्टोर URL का फ़ॉर्म या अनुमति के नोट भेजें।',
  'apiMerchant.categoryNotFound': 'यह कैटेगरी मौजूद नहीं है।',
  'apiMerchant.categoryOtherMerchant': 'आप सिर्फ़ अपने स्टोर में ही कैटेगरी जोड़ सकते हैं।',
  'apiMerchant.catalogueCsvRequired': 'CSV फ़ाइल चुनें।',
  'apiMerchant.catalogueZipRequired': 'इमेज की zip फ़ाइल चुनें।',
  'apiMerchant.catalogueFileTooLarge': 'यह CSV फ़ाइल 1 MB से बड़ी है। कृपया इसे छोटी फ़ाइलों में बाँटें।',
  'apiMerchant.catalogueNoRows': 'इस फ़ाइल में कोई प्रोडक्ट नहीं है: हेडिंग वाली पंक्ति के बाद हर प्रोडक्ट की एक पंक्ति जोड़ें।',
  'apiMerchant.catalogueNotZip':
    'इमेज वाली फ़ाइल पढ़ी जा सकने वाली zip फ़ाइल नहीं है। इसे “Compress” या “Send to → Compressed folder” से बनाएँ।',
  'apiMerchant.catalogueZipTooManyFiles': 'zip फ़ाइल में 2,000 से ज़्यादा फ़ाइलें हैं।',
  'apiMerchant.catalogueZipTooLarge': 'zip फ़ाइल की इमेज मिलाकर बहुत बड़ी हैं (खोलने पर 200 MB से ज़्यादा)।',
  'apiMerchant.catalogueZipUnsupported':
    'यह zip फ़ाइल ऐसे फ़ॉर्मैट में है जो पढ़ा नहीं जा सकता (zip64 या कई हिस्सों में बँटी)। इसे अपने कंप्यूटर के “Compress” से फिर बनाएँ।',
  'apiMerchant.catalogueRowsRequired': 'जोड़ने के लिए पंक्तियाँ भेजें।',
  'apiMerchant.catalogueTooManyRowsPerCall': 'एक अनुरोध में ज़्यादा से ज़्यादा 10 पंक्तियाँ भेजें।',
  'apiMerchant.saleKeyReused': 'यह सबमिशन पहले ही किसी दूसरी बिक्री के लिए इस्तेमाल हो चुका है। कृपया फ़ॉर्म फिर से भेजें।',
  'apiMerchant.saleCouponNotFound': 'कूपन नहीं मिला।',
  'apiMerchant.saleShopperAmbiguous':
    'यह मोबाइल नंबर एक से ज़्यादा ग्राहकों का है। कृपया उनका यूज़रनेम या ईमेल इस्तेमाल करें।',
  'apiMerchant.saleNotFound': 'बिक्री नहीं मिली।',
  'apiMerchant.saleAlreadyReversed': 'इस बिक्री का कैशबैक पहले ही वापस लिया जा चुका है।',
  'apiMerchant.saleNoCashback': 'इस बिक्री पर कोई कैशबैक नहीं मिला, इसलिए वापस लेने को कुछ नहीं है।',
  'apiMerchant.saleClickOtherShopper': 'यह क्लिक id किसी दूसरे ग्राहक की है।',
  'apiMerchant.saleClickBeforeSale': 'बिक्री की तारीख ग्राहक के क्लिक से पहले की है।',
  'apiMerchant.saleShopperOrClick': 'ग्राहक या क्लिक id लिखें।',
  'apiMerchant.salesFileTooLarge': 'यह फ़ाइल 1 MB से बड़ी है। कृपया इसे छोटी फ़ाइलों में बाँटें।',
  'apiMerchant.salesNoRows': 'इस फ़ाइल में कोई बिक्री नहीं है: हेडिंग वाली पंक्ति के बाद हर ऑर्डर की एक पंक्ति जोड़ें।',
  'apiMerchant.salesCsvRequired': 'फ़ाइल text/csv के रूप में भेजें।',
  'apiMerchant.salesRowsRequired': 'इम्पोर्ट करने के लिए पंक्तियाँ भेजें।',
  'apiMerchant.salesTooManyRowsPerCall': 'एक अनुरोध में ज़्यादा से ज़्यादा 200 पंक्तियाँ भेजें।',
  'apiMerchant.statementMonth': 'महीना YYYY-MM के रूप में चुनें।',
  'apiMerchant.overviewDays': 'दिन 7, 30 या 90 में से चुनें।',
  'apiMerchant.ratePercent': 'रेट 0 से 100 के बीच प्रतिशत में लिखें, ज़्यादा से ज़्यादा दो दशमलव तक (6 या 6.5)।',
  'apiMerchant.rateClickParam':
    'क्लिक पैरामीटर किसी अक्षर से शुरू हो और उसमें सिर्फ़ अक्षर, अंक और _ हों (ज़्यादा से ज़्यादा 32 अक्षर)।',
  'apiMerchant.rateBoundsOrder': 'सबसे कम दर सबसे ज़्यादा दर से ऊपर नहीं हो सकती।',
  'apiMerchant.rateMerchantNotFound': 'यह व्यापारी मौजूद नहीं है।',
  'apiMerchant.adminCouponNotPending': 'यह कूपन अब मंज़ूरी के लिए इंतज़ार में नहीं है।',
  'apiMerchant.adminRejectReasonRequired': 'नामंज़ूर करने की वजह लिखें',
  'apiMerchant.paymentAmountAndMobile': 'कृपया रकम और मोबाइल नंबर डालें',
  'apiMerchant.paymentCategoryBanner': 'पेमेंट के लिए रकम, मोबाइल और जगह ज़रूरी हैं',
  'apiMerchant.paymentTopBanner': 'कृपया रकम और मोबाइल नंबर दोनों डालें',
  'apiMerchant.paymentAmountRange': '₹1 से ₹5,00,000 तक की रकम डालें (रुपये में, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक)।',
  'apiMerchant.paymentMobileInvalid': '10 अंकों का भारतीय मोबाइल नंबर डालें (शुरू में +91, 91 या 0 हो सकता है)।',
  'apiMerchant.paymentPositionInvalid': 'इस टैब की कोई एक जगह चुनें।',
  'apiMerchant.paymentSlotPriceInvalid':
    '₹1 से ₹5,00,000 तक की कीमत डालें (रुपये में, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक)।',
  'apiMerchant.paymentNotFound': 'यह पेमेंट मौजूद नहीं है।',
  'apiMerchant.refundReasonRequired': 'रिफ़ंड की वजह लिखें।',
  'apiMerchant.refundNotPaid': 'सिर्फ़ हो चुके पेमेंट का ही रिफ़ंड हो सकता है।',
  'apiMerchant.refundedInFull': 'इस पेमेंट का पूरा रिफ़ंड पहले ही हो चुका है।',
  'apiMerchant.refundOtherProvider':
    'यह पेमेंट अभी लगी पेमेंट कंपनी से नहीं, किसी दूसरी कंपनी से लिया गया था; इसका रिफ़ंड उसी कंपनी के डैशबोर्ड से करें।',
  'apiMerchant.refundFailed': 'पेमेंट कंपनी ने रिफ़ंड नहीं किया, और कुछ भी दर्ज नहीं हुआ। कृपया फिर से कोशिश करें।',
  'apiMerchant.positionUnknown': 'ऐसी कोई जगह नहीं है।',
  'apiMerchant.positionNotCatTcBo': 'जगह Cat, TC या BO होनी चाहिए',
  'apiMerchant.allFieldsRequired': 'सभी जानकारी भरना ज़रूरी है',
  'apiMerchant.imageTypeUrlRequired': 'कृपया तस्वीर और जगह चुनें, और URL डालें।',
  'apiMerchant.imageFileRequired': 'कृपया तस्वीर की फ़ाइल चुनें।',
  'apiMerchant.flashTextRequired': 'कृपया चलती पट्टी का टेक्स्ट डालें',
  'apiMerchant.imageNotOnSite': 'यह तस्वीर साइट पर नहीं है।',
  'apiMerchant.chooseSlot': '1 से 24 तक का कोई स्लॉट चुनें।',
  'apiMerchant.chooseKind': 'तस्वीर का प्रकार चुनें।',
  'apiMerchant.fileTooLarge': 'फ़ाइल बहुत बड़ी है। सीमा {max} MB है।',
  'apiMerchant.categoryHasProducts':
    'इस कैटेगरी में अभी {count} प्रोडक्ट हैं। पहले उन्हें किसी दूसरी कैटेगरी में ले जाएँ या डिलीट करें।',
  'apiMerchant.notCsv':
    'यह फ़ाइल CSV के रूप में पढ़ी नहीं जा सकी (लाइन {line} के पास गड़बड़ है)। इसे अपनी स्प्रेडशीट से “CSV (comma delimited)” के रूप में सेव करके फिर कोशिश करें।',
  'apiMerchant.missingColumns':
    'पहली पंक्ति में कॉलम के नाम होने चाहिए। ये नहीं हैं: {names}। इन्हें देखने के लिए टेम्पलेट डाउनलोड करें।',
  'apiMerchant.catalogueTooManyRows':
    'इस फ़ाइल में {rows} पंक्तियाँ हैं; एक बार में ज़्यादा से ज़्यादा {max} अपलोड हो सकती हैं। कृपया इसे छोटी फ़ाइलों में बाँटें।',
  'apiMerchant.salesTooManyRows':
    'इस फ़ाइल में {rows} पंक्तियाँ हैं; एक बार में ज़्यादा से ज़्यादा {max} इम्पोर्ट हो सकती हैं। कृपया इसे छोटी फ़ाइलों में बाँटें।',
  'apiMerchant.slotHeld':
    'स्लॉट {position} पर {until} तक कोई दूसरा कूपन है। कोई दूसरा स्लॉट चुनें, या {after} के बाद इसका अनुरोध करें।',
  'apiMerchant.slotReserved':
    'स्लॉट {position} एडमिन के फ़ैसले तक किसी दूसरे पेड अनुरोध के लिए रिज़र्व है। कोई दूसरा स्लॉट चुनें।',
  'apiMerchant.slotReservedForApproval':
    'स्लॉट {position} "{couponName}" के लिए रिज़र्व है, जिसके प्रीमियम स्लॉट का पेमेंट हो चुका है; पहले उस कूपन पर फ़ैसला करें या कोई दूसरा स्लॉट चुनें।',
  'apiMerchant.noFreeSlot':
    'कोई विज्ञापन स्लॉट खाली नहीं है: स्लॉट {requested} और बाकी सभी स्लॉट भरे हैं। कोई स्लॉट खाली होने पर इसे मंज़ूर करें, या नामंज़ूर करें।',
  'apiMerchant.rateOutOfBounds': 'कैशबैक रेट {min}% से {max}% के बीच होना चाहिए (एडमिन की तय सीमा)।',
  'apiMerchant.rowField': 'पंक्ति {row}: {field} – {message}',
  'apiMerchant.row': 'पंक्ति {row}: {message}',
  'apiMerchant.saleIdempotencyKeyRequired': 'कृपया Idempotency-Key भेजें (हेडर में या idempotencyKey फ़ील्ड में)।',
  'apiMerchant.overviewMerchantNotFound': 'व्यापारी नहीं मिला।',
  'apiMerchant.premiumSlotNotAwaitingPayment': 'इस कूपन के प्रीमियम स्लॉट का कोई पेमेंट बाकी नहीं है।',
} satisfies Record<keyof typeof en, string>;
