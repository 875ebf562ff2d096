/**
 * Kiswahili (sw) translations of the content the product ships: the seed items (by their id; the shipped
 * pictures by their path) and the visitor-facing texts of DEFAULT_SITE_SETTINGS. English stays in the items'
 * own fields; the seed applies these as `translations.sw`. Written in Kiswahili sanifu for business readers in
 * Kenya and Tanzania.
 *
 * Kept in English, and why:
 * - Product, platform and company names: Power BI, Tableau, Looker, Looker Studio, Apache Superset, Apache Spark,
 *   Spark, BigQuery, Snowflake, Airflow, Dagster, dbt, Airbyte, Kafka, Delta Lake, Apache Iceberg, AWS, Azure,
 *   Google Cloud, Microsoft 365, TensorFlow, Python, SQL, Excel, SAP, Odoo, WhatsApp, Android, M-Pesa, MTN MoMo,
 *   Great Expectations: they are names, and are written so in Kiswahili too.
 * - Acronyms Kenyan and Tanzanian professionals use as they are: API, ERP, CRM, OCR, ELT, PDF, SMS, SIM, PIN,
 *   BI, SACCO, NGO, 3G, NDPA, POPIA, ID (in "national ID" formats), AI.
 * - Machine-learning and data-engineering terms with no settled Kiswahili equivalent that practitioners use in
 *   English: machine learning, deep learning, gradient-boosted trees, regression, drift, churn (beside its
 *   Kiswahili explanation), data lake, lakehouse, pipeline, streaming, feature store, data warehouse (given
 *   once beside "ghala la data"). Where a natural Kiswahili term exists it is used (uchanganuzi wa data,
 *   dashibodi, mfumo, modeli, utabiri, lahajedwali, ghala la data, wingu, muamala).
 * - The insights tag "machine-learning" for the same reason.
 * - Proper names of people, clients, places and the Academy's programme name are unchanged; figures and
 *   currencies (KES, GHS, ZAR) are identical. Times of day are given in Kiswahili time ("saa nane usiku" for
 *   2 a.m.), as a Kiswahili writer would.
 */
const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const swTranslations = {
  services: {
    'big-data-analytics': {
      slug: 'uchanganuzi-wa-data-kubwa',
      title: 'Uchanganuzi wa Data Kubwa',
      description:
        'Modeli za utabiri na uchanganuzi wa kiwango kikubwa unaogeuza mamilioni ya miamala, vipimo vya vihisi na rekodi za wateja kuwa utabiri unaoweza kuufanyia kazi.',
      fullDescription: p(
        'Mashirika mengi tunayokutana nayo yana kumbukumbu za miaka mingi za miamala, rekodi za pesa kwa simu, rekodi za simu zilizopigwa au vipimo vya vihisi ambavyo hakuna aliyepata muda wala zana za kuvichanganua. Kitengo chetu cha Uchanganuzi wa Data Kubwa hugeuza historia hiyo kuwa utabiri: mahitaji kwa kila tawi na kila wiki, hatari ya kila mteja kuhama, hatari ya mikopo kwa wakopaji wasio na historia ya kutosha ya mikopo, na matarajio ya mavuno kwa kila shamba.',
        'Tunatumia injini za usindikaji uliosambazwa kama Apache Spark na maghala ya data ya wingu kama BigQuery na Snowflake, na tunachagua modeli ambazo timu yako inaweza kuzielewa na kuzitunza: gradient-boosted trees na regression zilizorekebishwa vizuri kabla ya deep learning, huku kila kigezo kikiwa na maelezo yaliyoandikwa na kila modeli ikihakikiwa dhidi ya kipindi kilichotengwa kwa majaribio.',
        'Modeli zina maana pale tu zinapofikia uamuzi. Tunaweka utabiri mahali ambapo watu tayari wanafanyia kazi, iwe kwenye dashibodi, barua pepe ya kila usiku au API inayoitwa na mfumo wako mkuu, na tunafuatilia mabadiliko ya modeli (drift) ili usahihi usipungue kimyakimya baada ya kukabidhi kazi.',
      ),
      features: [
        'Modeli za utabiri - utabiri wa mahitaji, kuhama kwa wateja, hatari ya mikopo na mavuno, uliohakikiwa kwa vipindi vilivyotengwa kwa majaribio',
        'Usindikaji uliosambazwa - Spark na maghala ya data ya wingu yenye uwezo wa mabilioni ya safu, si kompyuta mpakato',
        'Kuwagawa wateja katika makundi - makundi ya kitabia ambayo timu zako za masoko na bidhaa zinaweza kuyafanyia kazi',
        'Ufuatiliaji wa modeli - kufuatilia drift na usahihi ili utabiri uendelee kuaminika baada ya kuzinduliwa',
        'Matokeo yanayoelezeka - uzito wa kila kigezo na muhtasari kwa lugha rahisi kwa watoa maamuzi',
      ],
    },
    'data-visualization': {
      slug: 'taswira-za-data',
      title: 'Taswira za Data',
      description:
        'Dashibodi na ripoti zinazowaonyesha viongozi wakuu na timu za nyanjani kinachoendelea, sababu yake na hatua inayofuata, kwenye skrini yoyote na mtandao wowote.',
      fullDescription: p(
        'Dashibodi nzuri hujibu maswali matatu ambayo meneja huuliza kila Jumatatu: tunaendeleaje, tatizo liko wapi, na nini kimebadilika. Tunabuni taswira zetu kuzunguka maswali hayo, tukianzia kwenye maamuzi ambayo watu wako hufanya badala ya data ambayo imetokea tu kuwa nayo.',
        'Tunajenga kwa Power BI, Tableau, Looker Studio na Apache Superset, na tunazingatia hali halisi ya ukanda huu: dashibodi zinazofunguka kwenye simu ya Android ya bei ya kati kupitia mtandao wa 3G, muhtasari wa PDF unaosomeka bila mtandao kwa mameneja wa kanda, na maandishi ya Kiswahili, Kifaransa au Kiingereza pale yanapohitajika.',
        'Kila dashibodi tunayowasilisha huambatana na kamusi ya data, mmiliki aliyetajwa kwa kila kipimo na kipindi kifupi cha mafunzo, ili takwimu zilizo kwenye skrini ziwe zile ambazo kila mtu amekubaliana nazo.',
      ),
      features: [
        'Dashibodi za viongozi - vipimo vichache vyenye uzito, vinavyoweza kuchimbuliwa hadi ngazi ya tawi au bidhaa',
        'Muundo unaoanzia kwenye simu - kasi kwenye simu za bei ya kati na mtandao hafifu kwa timu zilizo nyanjani',
        'Ripoti za kujihudumia - seti za data zinazosimamiwa ili wachanganuzi wajibu maswali yao wenyewe kwa usalama',
        'Ufafanuzi wa vipimo - ufafanuzi mmoja uliokubaliwa na mmiliki mmoja kwa kila takwimu kwenye skrini',
        'Muhtasari wa kila kipindi - muhtasari wa PDF na barua pepe kwa watu ambao hawatawahi kufungua dashibodi',
      ],
    },
    'data-pipelines': {
      slug: 'mifumo-ya-kusafirisha-data',
      title: 'Mifumo ya Kusafirisha Data',
      description:
        'Mifumo thabiti inayofuatiliwa, inayohamisha data kutoka mifumo yako mikuu, pesa kwa simu, ERP na lahajedwali hadi mahali pamoja panapoaminika, kwa wakati uliopangwa.',
      fullDescription: p(
        'Ripoti huwa za kisasa na sahihi kwa kiwango cha mifumo inayozilisha data tu. Tunabuni na kujenga mifumo ya ELT (data pipelines) inayovuta data kutoka mifumo mikuu ya benki, taarifa za M-Pesa na MTN MoMo, ERP kama SAP na Odoo, CRM, API na lahajedwali ambazo kila biashara bado inazitegemea.',
        'Tunapendelea zana huria zilizothibitishwa (Airflow au Dagster kwa kupanga na kuendesha kazi, dbt kwa kubadilisha data, Airbyte kwa viunganishi) ili usifungwe kwetu wala kwa muuzaji wa gharama kubwa. Kila mfumo una udhibiti wa matoleo, hujaribiwa na hutoa arifa: chanzo kikibadilisha muundo wake saa nane usiku, mtu anajua kabla ya mkutano wa asubuhi.',
        'Kwa shughuli zinazohitaji takwimu za papo kwa papo, tunajenga mifumo ya data inayotiririka (streaming) kwa Kafka au huduma mbadala za wingu, inayolisha dashibodi za wakati halisi na mifumo ya arifa.',
      ),
      features: [
        'Kuunganisha vyanzo - mifumo mikuu ya benki, pesa kwa simu, ERP, CRM, API na lahajedwali',
        'Kupanga na kuendesha kazi - kazi za ratiba zinazozingatia utegemezi na kujirudia zikikwama, kwa Airflow au Dagster',
        'Ubadilishaji uliojaribiwa - modeli za dbt zenye majaribio ya data na nyaraka',
        'Ufuatiliaji na arifa - hitilafu na data iliyochelewa huripotiwa kabla mtu yeyote hajasoma ripoti iliyopitwa na wakati',
        'Utiririshaji wa wakati halisi - mitiririko ya data inayotumia Kafka kwa dashibodi hai na arifa',
      ],
    },
    'data-lakes': {
      slug: 'hifadhi-kuu-za-data',
      title: 'Hifadhi Kuu za Data',
      description:
        'Makazi salama na yaliyopangwa vizuri kwa data yako yote, ghafi na iliyoratibiwa, yenye muundo, yenye muundo nusu na mafaili, kwa gharama inayokua pamoja nawe.',
      fullDescription: p(
        'Kadiri mashirika yanavyoongeza mifumo, data yao hutawanyika katika hifadhidata, folda za pamoja, viambatisho vya barua pepe na tovuti za washirika. Hifadhi kuu ya data (data lake) huipa makazi moja yanayosimamiwa: data ghafi huhifadhiwa kama ilivyopokelewa, tabaka zilizoratibiwa huaminiwa na wachanganuzi, na kanuni wazi huamua nani anaruhusiwa kuona nini.',
        'Tunabuni miundo ya lakehouse kwenye AWS, Azure na Google Cloud, au kwenye seva zako mwenyewe pale sheria za mahali data inapohifadhiwa zinapodai hivyo, tukitumia miundo huria ya majedwali kama Delta Lake na Apache Iceberg ili data yako iweze kuhamishwa popote. Ngazi za hifadhi na kanuni za mzunguko wa maisha ya data huweka gharama sawia na thamani.',
        'Usimamizi wa data hujengwa tangu siku ya kwanza: orodha ya seti za data, udhibiti wa ufikiaji kulingana na majukumu, kumbukumbu za ukaguzi, na utiifu wa Sheria ya Ulinzi wa Data ya Kenya, NDPA ya Nigeria na kanuni za POPIA za Afrika Kusini.',
      ),
      features: [
        'Muundo wa lakehouse - tabaka za data ghafi, iliyosafishwa na iliyoratibiwa juu ya miundo huria ya majedwali',
        'Wingu au seva za ndani - AWS, Azure, Google Cloud au uhifadhi wa ndani kwa kuzingatia sheria za mahali data inapohifadhiwa',
        'Orodha ya data - kila seti ya data ina maelezo, mmiliki na inatafutika',
        'Udhibiti wa ufikiaji - ruhusa kulingana na majukumu na kumbukumbu za ukaguzi kwa data nyeti',
        'Udhibiti wa gharama - ngazi za hifadhi na kanuni za mzunguko wa maisha zinazoweka matumizi sawia na thamani',
      ],
    },
    'automated-data-entry': {
      slug: 'uingizaji-wa-data-kiotomatiki',
      title: 'Uingizaji wa Data Kiotomatiki',
      description:
        'Achana na kuchapa upya ankara, fomu na taarifa za benki: teknolojia ya kusoma nyaraka na uotomatishaji unaotoa data kwa usahihi na kuipeleka inakostahili.',
      fullDescription: p(
        'Katika ukanda mzima, wafanyakazi wenye ujuzi bado hutumia saa nyingi kila siku kunakili takwimu kutoka fomu za karatasi, ankara za PDF, taarifa za benki na picha za WhatsApp kwenda kwenye lahajedwali na mifumo. Ni kazi ya polepole, yenye makosa mengi, na ndiyo kazi isiyovutia kuliko zote wanazofanya watu wako.',
        'Tunaiotomatisha kwa teknolojia ya kusoma nyaraka (OCR iliyorekebishwa kwa miundo ya nyaraka za hapa na mwandiko wa mkono), kanuni za uhakiki zinazonasa kile ambacho mashine haina uhakika nacho, na mitiririko ya kazi inayopeleka kila rekodi kwenye mfumo sahihi: ERP yako, CRM yako au ghala lako la data.',
        'Binadamu hubaki kwenye mchakato ili kushughulikia rekodi zisizo za kawaida, kupitia skrini rahisi ya ukaguzi, hivyo usahihi huongezeka kadiri muda unavyokwenda huku kazi ambayo timu yako hufanya kwa mkono ikipungua kwa sehemu kubwa.',
      ),
      features: [
        'Kusoma nyaraka - OCR kwa ankara, risiti, fomu na taarifa za benki, ikiwemo mwandiko wa mkono',
        'Kanuni za uhakiki - jumla, tarehe na namba za utambulisho hukaguliwa kabla chochote hakijaingia kwenye mifumo yako',
        'Ukaguzi wa binadamu - foleni rahisi kwa rekodi ambazo mashine haina uhakika nazo',
        'Kuunganisha mifumo - rekodi huingizwa moja kwa moja kwenye ERP, CRM au ghala lako la data',
      ],
    },
    'cleansing-validation': {
      slug: 'usafishaji-na-uhakiki-wa-data',
      title: 'Usafishaji na Uhakiki wa Data',
      description:
        'Tambua na urekebishe marudio, mapengo na kasoro za kutolingana, kisha uzizuie zisirudi, ili kila ripoti ianzie kwenye data unayoiamini.',
      fullDescription: p(
        'Wateja waliosajiliwa mara mbili, namba za simu katika miundo mitano, misimbo ya kaunti iliyokosekana, tarehe zisizowezekana: ubora duni wa data hugharimu pesa kimyakimya katika kila ripoti na kila kampeni. Kazi zetu za usafishaji huanza kwa uchambuzi wa awali wa data yako unaoonyesha hasa matatizo yalipo na gharama yake.',
        'Kisha tunayarekebisha kwa utaratibu: kusawazisha majina, anwani na namba za simu kulingana na desturi za hapa, kulinganisha na kuunganisha rekodi zinazojirudia, kujaza mapengo kutoka vyanzo rejea vinavyoaminika na kuwekea alama kile kisichoweza kurekebishwa kiotomatiki.',
        'Mwisho, tunazuia matatizo kwenye chanzo kwa kanuni za uhakiki ndani ya mifumo yako ya kusafirisha data na fomu za kuingiza data, pamoja na kadi ya alama ya ubora wa data inayofuatilia ukamilifu, usahihi na upatikanaji kwa wakati mwezi baada ya mwezi.',
      ),
      features: [
        'Uchambuzi wa awali wa data - picha wazi ya ukamilifu, marudio na makosa, pamoja na gharama zake',
        'Kuondoa marudio - rekodi za wateja na wasambazaji hulinganishwa na kuunganishwa, zikiacha kumbukumbu ya ukaguzi',
        'Usawazishaji - majina, anwani, namba za simu na namba za utambulisho katika muundo mmoja thabiti',
        'Kanuni za uhakiki - ukaguzi ndani ya mifumo ya data na fomu ili makosa yazuiwe kwenye chanzo',
        'Kadi za alama za ubora - ufuatiliaji wa kila mwezi wa ukamilifu, usahihi na upatikanaji kwa wakati',
      ],
    },
    training: {
      slug: 'mafunzo',
      title: 'Mafunzo',
      description:
        'Mafunzo ya vitendo yanayojenga ujuzi wa kudumu wa data ndani ya timu yako, kuanzia misingi ya lahajedwali hadi SQL, Power BI na Python.',
      fullDescription: p(
        'Teknolojia huleta matokeo pale tu watu wanapojiamini kuitumia. Programu zetu za mafunzo ni za vitendo na hujengwa kuzunguka data yako na maswali yako mwenyewe, ili kile watu wanachojifunza Jumanne wakitumie Jumatano.',
        'Tunaendesha kozi kuanzia ujuzi wa msingi wa data kwa mameneja, Excel na Power BI kwa wachanganuzi, hadi SQL, Python na machine learning kwa timu za kiufundi, ana kwa ana jijini Nairobi, Lagos, Accra na Kigali, au mtandaoni moja kwa moja. Makundi ni madogo na kila mshiriki hukamilisha mradi wenye umuhimu kwa kazi yake.',
        'Kwa mashirika yanayojenga timu yao ya ndani ya data, tunatoa ulezi baada ya kozi: vikao vya mara kwa mara ambapo wachanganuzi wako huleta matatizo halisi na kuondoka na suluhisho zinazofanya kazi.',
      ),
      features: [
        'Ujuzi wa msingi wa data - kusoma chati, kuhoji takwimu na kufanya maamuzi kwa ushahidi',
        'Zana za wachanganuzi - kozi za Excel, Power BI na SQL zilizojengwa juu ya seti zako za data',
        'Njia za kiufundi - Python, uhandisi wa data na machine learning kwa timu za kiufundi',
        'Kujifunza kupitia miradi - kila mshiriki hukamilisha mradi halisi kwa ajili ya timu yake',
        'Ulezi endelevu - vikao vya ushauri baada ya kozi ili ujuzi uendelee kukua',
      ],
    },
  },
  caseStudies: {
    'county-hospital-readmissions': {
      slug: 'kutabiri-wagonjwa-kurudi-hospitali-ya-rufaa',
      title: 'Kutabiri Wagonjwa Watakaorudi Hospitalini kwa Hospitali ya Rufaa ya Kaunti',
      brief:
        'Hospitali ya rufaa nchini Kenya ilitaka kujua ni wagonjwa gani walioruhusiwa kurudi nyumbani walikuwa na uwezekano mkubwa wa kurudi ndani ya siku 30, ili wauguzi wawafuatilie kabla matatizo hayajawa dharura.',
      results: [
        'Wagonjwa wanaorudi ndani ya siku 30 walipungua kwa 23% katika mwaka wa kwanza',
        'KES milioni 41 ziliokolewa katika gharama za kulaza wagonjwa zilizoweza kuepukika',
        'Simu za ufuatiliaji zililenga 12% ya wagonjwa walio katika hatari kubwa zaidi',
      ],
      challenge:
        'Rekodi za wagonjwa zilikuwa zimegawanyika kati ya mfumo wa karatasi wa wodini na mfumo mpya wa rekodi za matibabu za kielektroniki. Kiwango cha wagonjwa kurudi kilijulikana kama jumla ya mwaka tu, na wahudumu wa afya ya jamii hawakuwa na njia ya kuamua ni yupi kati ya mamia ya wagonjwa walioruhusiwa wampigie simu kwanza.',
      approach:
        'Pamoja na timu ya kumbukumbu tuliweka katika mfumo wa kidijitali muhtasari wa miaka miwili ya wagonjwa walioruhusiwa, tukauunganisha na rekodi za kielektroniki na kujenga alama ya hatari kutokana na utambuzi wa ugonjwa, muda wa kulazwa, kulazwa kwa awali, umbali kutoka kituoni na idadi ya dawa. Madaktari walipitia kila kigezo kabla hakijaingizwa kwenye modeli.',
      solution:
        'Kila asubuhi alama ya hatari hupanga wagonjwa walioruhusiwa siku iliyotangulia na kutuma orodha fupi kwenye simu za timu ya afya ya jamii. Dashibodi ya wodini huonyesha mwenendo wa wagonjwa kurudi kwa kila idara na kila utambuzi.',
      timeline: 'Miezi 5',
      team: 'Wanasayansi wa data 2, mhandisi wa data 1, kiongozi 1 wa taarifa za kitabibu',
      testimonial: {
        quote:
          'Kwa mara ya kwanza wauguzi wetu wa jamii wanajua wampigie nani kwanza. Orodha wanayopokea kwenye simu zao kila asubuhi imebadilisha jinsi tunavyowafuatilia wagonjwa baada ya kuruhusiwa.',
        role: 'Msimamizi Mkuu wa Tiba',
      },
    },
    'microfinance-credit-scoring': {
      slug: 'upimaji-mbadala-wa-mikopo-kwa-benki-ya-mikopo-midogo',
      title: 'Upimaji Mbadala wa Ustahili wa Mikopo kwa Benki ya Mikopo Midogo',
      brief:
        'Benki ya mikopo midogo nchini Nigeria ilihitaji kuwakopesha wafanyabiashara wasio na historia ya mikopo bila kuacha mikopo isiyolipwa iongezeke, kwa kutumia mienendo ya pesa kwa simu na ulipaji badala ya hati za mishahara.',
      results: [
        'Mikopo chechefu ilishuka kutoka 9.8% hadi 5.1%',
        'Muda wa kuidhinisha mkopo ulipungua kutoka siku 4 hadi saa 6',
        'Wakopaji 38,000 wa mara ya kwanza waliidhinishwa ndani ya miezi 12',
      ],
      challenge:
        'Waombaji wengi walikuwa wafanyabiashara wa sokoni huko Kano na Lagos wasio na kumbukumbu rasmi za mikopo. Maafisa wa mikopo walitegemea ziara na hisia zao, uidhinishaji ulichukua siku kadhaa, na viwango vya mikopo isiyolipwa vilitofautiana sana kati ya matawi.',
      approach:
        'Kwa idhini ya wateja tuliunganisha historia ya ulipaji, pesa zinazoingia kwa simu, utendaji katika mikopo ya vikundi na mienendo ya biashara ya misimu. Tulijaribu kadi ya alama kwenye mikopo ya miaka mitatu iliyopita kabla ya uamuzi wowote halisi, na tukaikagua dhidi ya upendeleo kwa misingi ya jinsia na eneo.',
      solution:
        'API ya kutoa alama iliyounganishwa na mfumo wa benki wa kuanzisha mikopo hurudisha kundi la hatari na kiwango cha mkopo kinachopendekezwa ndani ya sekunde. Maafisa wa mikopo huona sababu kuu za kila alama na wanaweza kuibatilisha kwa kuandika sababu zao.',
      timeline: 'Miezi 7',
      team: 'Wanasayansi wa data 2, wahandisi 2, mshauri 1 wa hatari za mikopo',
      testimonial: {
        quote:
          'Sasa tunawakubalia haraka zaidi wateja wazuri ambao zamani tuliwakatalia, na jalada letu la mikopo lina afya kuliko wakati mwingine wowote.',
        role: 'Afisa Mkuu wa Udhibiti wa Hatari',
      },
    },
    'cocoa-yield-forecasting': {
      slug: 'utabiri-wa-mavuno-ya-kakao-kwa-chama-cha-ushirika',
      title: 'Utabiri wa Mavuno ya Kakao kwa Chama cha Ushirika cha Wakulima',
      brief:
        'Chama cha ushirika nchini Ghana chenye wakulima wadogo 14,000 kilitaka utabiri wa mavuno unaotegemewa ili kujadili mikataba ya mauzo ya mbele na kupanga usafiri kabla ya msimu mkuu wa mavuno.',
      results: [
        'Utabiri wa mavuno ulikaribia tani halisi kwa tofauti isiyozidi 7%',
        'Thamani ya mikataba ya mauzo ya mbele iliongezeka kwa GHS milioni 3.2 katika msimu mmoja',
        'Gharama za usafiri zilipungua kwa 18% kutokana na upangaji bora wa malori',
      ],
      challenge:
        'Makadirio yalikusanywa kwa simu kutoka kwa maafisa wa wilaya na mara nyingi yalikosea kwa 30%. Katika miaka mizuri chama kiliuza kidogo mno kwa mikataba ya mbele, na katika miaka mibaya kilishindwa kutimiza ahadi zake.',
      approach:
        'Tuliunganisha fahirisi za uoto wa mimea kutoka satelaiti, kumbukumbu za mvua, historia ya mazao yaliyowasilishwa na kila shamba na tafiti za maafisa wa nyanjani zilizokusanywa kwa tableti, kisha tukafunza modeli ya mavuno kwa ngazi ya wilaya iliyohakikiwa kwa misimu mitano iliyopita.',
      solution:
        'Dashibodi ya utabiri ya kila mwezi huonyesha tani zinazotarajiwa kwa kila wilaya pamoja na viwango vya uhakika, na zana ya kupanga usafirishaji hugeuza utabiri kuwa ratiba za malori za kila wiki kwa kila kituo cha ununuzi.',
      timeline: 'Miezi 6',
      team: 'Mwanasayansi wa data 1, mchanganuzi 1 wa taarifa za kijiografia, mhandisi wa data 1',
    },
    'retail-demand-forecasting': {
      slug: 'utabiri-wa-mahitaji-kwa-kila-duka-la-supamaketi',
      title: 'Utabiri wa Mahitaji kwa Kila Duka katika Mnyororo wa Supamaketi',
      brief:
        'Mnyororo wa supamaketi nchini Kenya wenye maduka 46 ulikuwa ukipoteza mauzo kwa sababu ya rafu tupu, huku mazao mabichi yakiharibika kwenye stoo za matawi mengine.',
      results: [
        'Upotevu wa mazao mabichi ulipungua kwa 31%',
        'Kuishiwa kwa bidhaa 500 zinazouzwa zaidi kulipungua kwa 42%',
        'KES milioni 120 za mtaji wa uendeshaji zilikombolewa kutoka kwenye akiba ya ziada ya bidhaa',
      ],
      challenge:
        'Kila meneja wa tawi aliagiza bidhaa kwa kukumbuka na kwa lahajedwali ya kila wiki. Data ya mauzo ilikaa kwenye mfumo wa mauzo wa dukani na iliunganishwa mwishoni mwa mwezi tu.',
      approach:
        'Tulijenga mifumo ya data ya kila usiku kutoka kwenye mfumo wa mauzo wa dukani, tukaongeza kalenda za siku za mishahara, mihula ya shule na sikukuu, kisha tukafunza modeli za mahitaji kwa kila bidhaa katika kila duka.',
      solution:
        'Maagizo yanayopendekezwa huonekana kwenye skrini ya kuagiza ya kila tawi kila asubuhi; mameneja wa makundi ya bidhaa huona usahihi wa utabiri na upotevu katika dashibodi ya pamoja.',
      timeline: 'Miezi 4',
      team: 'Wahandisi wa data 2, mwanasayansi wa data 1, mchanganuzi 1',
    },
    'ngo-beneficiary-data-platform': {
      slug: 'rejista-moja-ya-wanufaika-kwa-shirika-la-kikanda',
      title: 'Rejista Moja ya Wanufaika kwa Shirika Lisilo la Kiserikali la Kikanda',
      brief:
        'Shirika lisilo la faida nchini Rwanda linaloendesha programu za lishe na afya ya uzazi katika wilaya 11 lilihitaji rejista moja inayoaminika ya familia linazozihudumia, kwa ajili ya wafadhili na timu za nyanjani pia.',
      results: [
        '27% ya rekodi za wanufaika zilibainika kuwa marudio na ziliunganishwa',
        'Ripoti za wafadhili huandaliwa kwa siku 2 badala ya wiki 3',
        'Alama ya ubora wa data ilipanda kutoka 61% hadi 94%',
      ],
      challenge:
        'Kila programu ilitunza lahajedwali zake na data iliyotolewa kutoka tafiti za simu. Mama yuleyule angeweza kuonekana mara nne kwa tahajia tofauti za jina lake, na ripoti za wafadhili zilichukua wiki kadhaa za kulinganisha takwimu kwa mkono.',
      approach:
        'Tulichambua kila chanzo, tukabuni kanuni za kulinganisha majina ya Kinyarwanda na miundo ya vitambulisho vya taifa, na tukakubaliana na mameneja wa programu kuhusu rekodi kuu. Sasa kanuni za uhakiki za nyanjani huzuia marudio pale pale data inapoingizwa.',
      solution:
        'Rejista kuu hulisha dashibodi za programu na ripoti ya wafadhili inayopatikana kwa kubofya mara moja. Maafisa wa nyanjani huona historia kamili ya familia kabla ya kuitembelea.',
      timeline: 'Miezi 3',
      team: 'Mhandisi wa data 1, mchanganuzi 1 wa ubora wa data',
      testimonial: {
        quote:
          'Sasa wafadhili wetu hupokea takwimu tunazoweza kuzisimamia, na maafisa wetu wa nyanjani hutumia muda wao na familia badala ya lahajedwali.',
        role: 'Mkurugenzi wa Ufuatiliaji na Tathmini',
      },
    },
    'telco-churn-realtime': {
      slug: 'tahadhari-za-papo-hapo-za-wateja-kuhama-kampuni-ya-simu',
      title: 'Tahadhari za Papo Hapo za Wateja Kuhama kwa Kampuni ya Mtandao wa Simu',
      brief:
        'Kampuni ya simu nchini Afrika Kusini ilitaka kuwatambua wateja wa malipo ya awali waliokaribia kuhama na kuwapa ofa inayowafaa wakiwa bado wanatumia mtandao.',
      results: [
        'Kuhama kwa wateja wa malipo ya awali kwa mwezi kulishuka kutoka 4.6% hadi 3.4%',
        'ZAR milioni 58 za mapato ya mwaka zilibakizwa',
        'Ofa za kuwabakiza wateja hutumwa ndani ya dakika 15 baada ya ishara ya hatari',
      ],
      challenge:
        'Uchanganuzi wa wateja kuhama (churn) ulifanywa mara moja kwa mwezi kwenye sampuli ya rekodi za simu zilizopigwa, muda mrefu baada ya wateja kuhamishia laini zao kwa mshindani. Ofa zilikuwa za jumla na za gharama kubwa.',
      approach:
        'Tulipitisha matukio ya matumizi, kuongeza salio na ubora wa mtandao kwa mtiririko hadi kwenye hifadhi ya vigezo (feature store), na tukafunza modeli ya churn inayowapa wateja alama mfululizo. Timu za kampeni zilishiriki kubuni kanuni za ofa.',
      solution:
        'Wateja walio hatarini hupokea ofa ya kifurushi kilichoandaliwa kwa ajili yao kwa SMS ndani ya dakika chache; dashibodi hai hufuatilia ofa zilizokubaliwa na mapato yaliyobakizwa kwa kila eneo.',
      timeline: 'Miezi 8',
      team: 'Wahandisi wa data 3, wanasayansi wa data 2, meneja wa bidhaa 1',
    },
    'logistics-invoice-automation': {
      slug: 'uotomatishaji-wa-ankara-kwa-kampuni-ya-usafirishaji',
      title: 'Kusoma Ankara Kiotomatiki kwa Kampuni ya Usafirishaji',
      brief:
        'Kampuni ya usafirishaji wa mizigo ya Kampala na Nairobi ilishughulikia ankara 9,000 za wasambazaji kwa mkono kila mwezi, na matokeo yake iliwalipa wasafirishaji wake kwa kuchelewa.',
      results: [
        '86% ya ankara husomwa bila kuchapwa kwa mkono',
        'Muda wa kushughulikia ankara ulipungua kutoka siku 5 hadi 1',
        'Adhabu za kuchelewa kulipa zilipunguzwa kwa 70%',
      ],
      challenge:
        'Ankara zilifika kama PDF zilizoskaniwa, viambatisho vya barua pepe na picha za simu zenye mipangilio mingi tofauti. Makarani wanne walizichapa upya kwenye ERP, na makosa yalisababisha migogoro ya malipo.',
      approach:
        'Tulifunza modeli za kusoma nyaraka kwa mipangilio ya ankara inayotumiwa zaidi na kampuni, tukaongeza uhakiki dhidi ya hati za ununuzi na kujenga foleni ya ukaguzi kwa sehemu ambazo modeli haikuwa na uhakika nazo.',
      solution:
        'Ankara husomwa kiotomatiki, hulinganishwa na maagizo na kuingizwa kwenye ERP; makarani hupitia rekodi zisizo za kawaida tu na sasa hutumia muda wao kujibu maswali ya wasambazaji.',
      timeline: 'Wiki 10',
      team: 'Mhandisi 1 wa uotomatishaji, mhandisi wa data 1',
    },
    'bank-analytics-academy': {
      slug: 'kujenga-academy-ya-uchanganuzi-kwa-benki-ya-biashara',
      title: 'Kujenga Academy ya Uchanganuzi kwa Benki ya Biashara',
      brief:
        'Benki ya biashara nchini Ghana ilitaka wafanyakazi wake wenyewe, si washauri wa nje, wajenge na kutunza ripoti na modeli ambazo biashara yake inazitegemea.',
      results: [
        'Wafanyakazi 120 walifunzwa katika makundi 4',
        'Dashibodi 35 zinazotumika kazini sasa hujengwa na kumilikiwa ndani ya benki',
        'Matumizi ya ripoti za nje yalipungua kwa 60% ndani ya mwaka mmoja',
      ],
      challenge:
        'Utoaji wa ripoti ulitegemea wataalamu wawili waliolemewa na kazi pamoja na muuzaji wa nje. Timu za matawi na za bidhaa zilisubiri wiki kadhaa kupata uchanganuzi rahisi.',
      approach:
        'Tulitathmini ujuzi katika idara zote, tukabuni njia tatu za kujifunza (ujuzi wa msingi wa data, Power BI na SQL, Python) na kujenga kila zoezi juu ya data ya benki isiyotambulisha wateja.',
      solution:
        'Academy ya kudumu yenye kuhitimu kwa kukamilisha mradi, vikao vya ushauri vya kila mwezi na jumuiya ya wataalamu; wahitimu sasa wanashughulikia kazi za ripoti zilizokuwa zikisubiri benki.',
      timeline: 'Miezi 9',
      team: 'Wakufunzi 3, kiongozi 1 wa programu',
    },
    'pharmacy-supply-data-lake': {
      slug: 'hifadhi-kuu-ya-data-ya-dawa-kwa-mtandao-wa-maduka',
      title: 'Hifadhi Kuu ya Data ya Ugavi wa Dawa kwa Mtandao wa Maduka ya Dawa',
      brief:
        'Mtandao wa maduka ya dawa wa Tanzania na Kenya ulitaka mwonekano mmoja wa akiba ya dawa, tarehe za kuisha muda wa matumizi na utendaji wa wasambazaji katika maduka 130 na maghala mawili.',
      results: [
        'Hasara za dawa zilizopitwa na muda wa matumizi zilipungua kwa 47%',
        'Mwonekano wa akiba katika maduka yote 130 husasishwa kila saa',
        'Wasambazaji wanaowasilisha kwa wakati waliongezeka kutoka 72% hadi 91%',
      ],
      challenge:
        'Kila duka lilitumia programu yake ya mauzo na maghala yalitumia mfumo tofauti; hakuna aliyeweza kuona ni dawa gani zilikaribia kuisha muda wa matumizi na zilikuwa wapi.',
      approach:
        'Tulibuni hifadhi kuu ya data (data lake) ya wingu yenye tabaka za data ghafi na iliyoratibiwa, tukaunganisha data ya mauzo na akiba ya kila duka, na tukakubaliana juu ya misimbo ya bidhaa kwa wasambazaji wote.',
      solution:
        'Dashibodi za kila saa za akiba na tarehe za kuisha muda wa matumizi huongoza uhamishaji wa dawa kati ya maduka kabla hazijaisha muda, na kadi za alama za wasambazaji huongoza maamuzi ya ununuzi.',
      timeline: 'Miezi 5',
      team: 'Wahandisi wa data 2, mchanganuzi 1',
    },
  },
  culture: {
    'curiosity-first': {
      slug: 'udadisi-kwanza',
      title: 'Udadisi Kwanza',
      description:
        'Tunauliza "kwa nini" kabla ya kuuliza "vipi", na tunaifuata data popote inapotupeleka, hata pale jibu linapokuwa gumu kulikubali.',
      fullDescription: p(
        'Kila kazi huanza kwa maswali, si kwa zana. Kabla hatujaandika mstari wowote wa msimbo, tunakaa na watu watakaotumia kile tunachojenga: meneja wa tawi, afisa wa nyanjani, muuguzi.',
        'Mara kwa mara tunafanya "safari za data" ambapo yeyote katika timu anaweza kuleta seti ya data inayomtatiza ili tuichunguze pamoja. Baadhi ya mawazo yetu bora kwa wateja yalianza kama udadisi wa Ijumaa alasiri.',
      ),
      values: ['Uliza "kwa nini" mara tano', 'Fuata ushahidi', 'Shiriki unachogundua'],
    },
    'ubuntu-collaboration': {
      slug: 'ubuntu-katika-kila-timu',
      title: 'Ubuntu katika Kila Timu',
      description:
        'Mimi nipo kwa sababu sisi tupo: tunafanikiwa pamoja na wateja wetu na sisi kwa sisi, kamwe si kwa gharama ya mtu mwingine.',
      fullDescription: p(
        'Ubuntu huongoza jinsi tunavyofanya kazi. Miradi hutekelezwa na timu ndogo mchanganyiko za wahandisi, wachanganuzi na wafanyakazi wa mteja, na sifa ya mafanikio hugawanywa kwa wote.',
        'Katika kila mradi tunawaweka pamoja wenzetu chipukizi na wazoefu, tunapitia kazi za kila mmoja kwa uwazi, na tunalichukulia swali la mtu yeyote kuwa zawadi badala ya usumbufu.',
      ),
      values: ['Mafanikio ya pamoja', 'Mapitio ya wazi', 'Ulezi katika kila mradi'],
    },
    'growth-and-learning': {
      slug: 'kukua-na-kujifunza',
      title: 'Kukua na Kujifunza',
      description:
        'Kila mwanatimu ana bajeti ya kujifunza, muda wa kujifunza uliolindwa na mlezi, kwa sababu fani yetu hubadilika kila mwaka.',
      fullDescription: p(
        'Zana za data hubadilika haraka, vivyo hivyo mahitaji ya wateja wetu. Kila mwenzetu ana bajeti ya kila mwaka ya kujifunza kwa ajili ya kozi, vyeti na makongamano, pamoja na saa nne za kujifunza zilizolindwa kila baada ya wiki mbili.',
        'Sisi pia hufundisha: watu wetu huandaa mikutano ya wataalamu jijini Nairobi, Lagos na Kigali, na huwalea wanafunzi wa vyuo vikuu vya hapa kupitia programu yetu ya mafunzo kazini.',
      ),
      values: ['Muda wa kujifunza uliolindwa', 'Fundisha unachojifunza', 'Kuza vipaji vya nyumbani'],
    },
    'impact-that-matters': {
      slug: 'matokeo-yenye-maana',
      title: 'Matokeo Yenye Maana',
      description:
        'Tunapima kazi yetu kwa maamuzi inayoyaboresha na maisha inayoyagusa, si kwa idadi ya dashibodi tulizowasilisha.',
      fullDescription: p(
        'Modeli isiyotumiwa na mtu yeyote haina thamani. Mwanzoni mwa kila kazi tunakubaliana na mteja matokeo yanayopimika, kama vile wagonjwa wachache wanaorudi hospitalini, upotevu mdogo au maamuzi ya haraka ya mikopo, na tunaripoti kwa uaminifu jinsi tulivyoyafikia.',
        'Kila mwaka tunatenga sehemu ya uwezo wetu kwa kazi ya bure (pro bono) pamoja na mashirika yasiyo ya faida katika afya, elimu na kilimo kote barani.',
      ),
      values: ['Matokeo halisi, si wingi wa kazi', 'Kuripoti kwa uaminifu', 'Kujitolea kwa kazi ya bure'],
    },
    'balance-and-wellbeing': {
      slug: 'uwiano-na-ustawi',
      title: 'Uwiano na Ustawi',
      description:
        'Saa za kazi zinazonyumbulika, uhuru wa kufanya kazi ukiwa mbali na likizo za kweli: watu waliopumzika hufikiri kwa uwazi zaidi na hujenga vitu bora zaidi.',
      fullDescription: p(
        'Tunafanya kazi kwa saa zinazonyumbulika kuzunguka saa kuu za pamoja, tunaunga mkono kazi ya mbali katika kanda tofauti za saa, na tunafunga ofisi kati ya Krismasi na Mwaka Mpya.',
        'Bima ya afya inajumuisha msaada wa afya ya akili, na chakula cha mchana cha timu kila mwezi katika ofisi ya Westlands ni desturi ya kudumu ambayo hakuna anayeikosa.',
      ),
      values: ['Saa zinazonyumbulika', 'Msaada wa afya ya akili', 'Muda wa kupumzika'],
    },
  },
  insights: {
    'mobile-money-fraud-signals': {
      slug: 'ishara-tano-za-ulaghai-wa-pesa-kwa-simu',
      title: 'Ishara tano za ulaghai wa pesa kwa simu unazoweza kuziona kwenye data yako mwenyewe',
      summary:
        'Ulaghai mwingi huacha alama kwenye data ya miamala wiki kadhaa kabla mtu yeyote hajauripoti. Hizi ndizo mienendo mitano tunayoikagua kwanza, na jinsi ya kuigeuza kuwa ukaguzi wa kila siku unaopunguza hasara.',
      tags: ['ulaghai', 'pesa-kwa-simu', 'machine-learning'],
      body: p(
        'Ulaghai mara chache huja bila dalili. Katika data ya pesa kwa simu na ya SACCO tunayochanganua kwa ajili ya wateja kote Afrika Mashariki na Magharibi, ishara zilezile chache hujitokeza tena na tena, mara nyingi wiki kadhaa kabla mtu yeyote hajaripoti hasara. Hakuna hata moja inayohitaji modeli ya machine learning ili kuigundua. Zinahitaji data safi ya miamala, picha wazi ya hali ya kawaida ya kila mteja, na mtu anayeiangalia kila siku.',
        'Hii ndiyo orodha fupi tunayoanza nayo katika kila kazi ya kupambana na ulaghai, kwa mpangilio tunaoikagua kwa kawaida.',
        '## 1. Muda usioendana na tabia ya mteja',
        'Kila akaunti ina mdundo wake. Mfanyabiashara wa soko la Gikomba huhamisha pesa asubuhi na mapema na jioni; mwalimu anayelipwa mshahara hupokea kiasi kikubwa kimoja mwishoni mwa mwezi na kukitumia taratibu kwa wiki mbili. Ulaghai huelekea kuvunja mdundo huo: uhamishaji wa pesa saa nane usiku kutoka akaunti ambayo haijawahi kutumika baada ya saa tatu usiku, au mfululizo wa utoaji pesa mdogo mara kumi ndani ya dakika ishirini.',
        'Ukaguzi wenyewe ni rahisi. Kwa kila akaunti, jenga wasifu wa saa na siku ambazo kwa kawaida hufanya miamala katika siku 90 zilizopita, kisha wekea alama miamala inayoangukia nje ya wasifu huo. Kiasi kidogo kinachofuatana kwa haraka kina uzito sawa na kiasi kimoja kikubwa, kwa sababu mara nyingi walaghai hujaribu akaunti kwa shilingi mia chache kabla ya kuimaliza.',
        'Tahadhari moja: wasifu uliojengwa kwa historia fupi mno hupotosha. Akaunti zenye umri wa chini ya mwezi mmoja zinahitaji kanuni tofauti, na hilo linatufikisha kwenye ishara inayofuata.',
        '## 2. Vifaa vipya kwenye akaunti za zamani',
        'Kubadilisha laini (SIM swap) au simu mpya ni jambo la kawaida; watu hupoteza simu kila siku. Kinachostahili kuangaliwa ni mchanganyiko wa mambo: akaunti ya muda mrefu, kifaa au laini ambayo haijawahi kutumia, na, ndani ya siku hiyohiyo, kubadilisha PIN, kubadilisha taarifa zilizosajiliwa au kutuma kiasi kikubwa kwa mpokeaji mpya.',
        'Watoa huduma wengi wa malipo tayari huhifadhi kumbukumbu za vitambulisho vya vifaa na matukio ya kubadilisha laini, lakini katika mifumo tofauti na daftari la miamala. Kazi ni kuziunganisha. Zikishakaa katika jedwali moja, kanuni rahisi kama "muamala wa kwanza kutoka kifaa kipya ndani ya saa 24 baada ya kubadilisha laini, wenye kiasi kinachozidi asilimia ya 95 ya viwango vya akaunti hiyo" hunasa sehemu kubwa ya kushangaza ya akaunti zilizotekwa.',
        '## 3. Mawakala wanaobeba hatari',
        'Katika mitandao ya mawakala, hatari mara chache husambaa kwa usawa. Katika mtandao mmoja tuliouchunguza, 4% ya mawakala walishughulikia zaidi ya nusu ya utoaji pesa uliobainika baadaye kuwa wa ulaghai. Baadhi yao walishiriki; wengi walikuwa tu mahali pasipofaa, karibu na vituo vya mabasi au katika maeneo ambako simu za wizi huuzwa.',
        'Kabla ya kujenga modeli yoyote, panga mawakala kwa kiwango cha utoaji pesa wao kinachotoka kwenye akaunti zilizowekewa alama na ishara mbili za kwanza, na kwa mara ngapi wateja hutoa pesa kwao mara tu baada ya kupokea pesa kutoka kwa mtu wasiyemjua. Watembelee walio juu ya orodha. Mazungumzo na wakala mara nyingi hukueleza zaidi kuliko mwezi mwingine wa data.',
        '## 4. Mizunguko na minyororo ya haraka',
        'Pesa zinazotoka kwenye akaunti na kurudi kupitia mnyororo wa akaunti nyingine mbili au tatu ndani ya saa moja ni mtindo wa kawaida wa kuficha chanzo cha pesa. Vivyo hivyo mtawanyiko: akaunti moja inapokea kiasi kikubwa na kukigawa kwa wapokeaji wapya kumi, kila mmoja akitoa pesa kwa wakala tofauti.',
        'Mienendo hii huonekana kwa urahisi zaidi kama grafu, akaunti zikiwa vifundo na uhamishaji ukiwa kingo. Huhitaji hifadhidata ya grafu ili kuanza: kuliunganisha jedwali la uhamishaji na lenyewe, kwa kikomo cha dirisha la saa moja na hatua tatu, hupata mizunguko mingi kwenye kompyuta mpakato kwa SACCO ya ukubwa wa kati. Kwa viwango vya kitaifa, mantiki hiyohiyo huendeshwa kila usiku kwenye Spark.',
        '## 5. Ukimya, kisha shughuli za ghafla',
        'Akaunti zilizolala huwavutia walaghai kwa sababu hakuna anayezitazama. Akaunti isiyo na shughuli yoyote kwa miezi sita ambayo ghafla inapokea kiasi kikubwa, na kutuma sehemu kubwa yake siku hiyohiyo, inastahili kanuni yake yenyewe. Vivyo hivyo kundi la akaunti zilizolala zinazoamka katika wiki moja, hasa kama zilifunguliwa katika tawi moja au na wakala mmoja.',
        '## Kutoka ishara hadi utaratibu unaofanya kazi',
        'Ishara peke yake huzalisha arifa, na arifa peke yake huzalisha uchovu. Mambo matatu huzigeuza kuwa hasara chache:',
        '- **Foleni ya ukaguzi wa kila siku yenye mmiliki aliyetajwa.** Anza na arifa ishirini zenye alama za juu zaidi kwa siku, si elfu mbili. Rekodi kile mkaguzi alichoamua na sababu yake.\n- **Mrejesho kwenye kanuni.** Kila kisa kilichothibitishwa, na kila tahadhari ya uongo, hukuonyesha jinsi ya kurekebisha kiwango cha kikomo. Baada ya miezi mitatu ya maamuzi yaliyorekodiwa unakuwa na data yenye lebo, ambayo ndiyo hasa inayohitajika na modeli ya machine learning.\n- **Vipimo ambavyo biashara inavijali.** Ripoti hasara zilizozuiwa, muda kutoka ishara ya kwanza hadi hatua kuchukuliwa, na sehemu ya arifa zilizokuwa za kweli. Kushuka kwa kiwango cha tahadhari za uongo ndiko kunakowafanya wakaguzi waendelee kujituma.',
        'Kanuni zikishatulia na lebo zikawa za kutegemewa, modeli hustahili nafasi yake: gradient-boosted trees juu ya vigezo hivyohivyo kwa kawaida hupanga arifa vizuri kuliko viwango vya kikomo vilivyowekwa kwa mkono, na kanuni hubaki kama maelezo ambayo wakaguzi huyaamini. Kuanza na modeli badala yake ni kuruka hatua ambayo unajifunza jinsi ulaghai unavyoonekana katika data yako mwenyewe.',
        '## Pa kuanzia wiki hii',
        'Kusanya mahali pamoja miamala ya siku 90, matukio ya vifaa na ya kubadilisha laini, na utoaji pesa kwa mawakala. Kokotoa ishara hizo tano kwa kila akaunti. Pitia kwa mkono akaunti hamsini za juu ukiwa na mtu wa timu yako ya uendeshaji. Utagundua angalau mwenendo mmoja ambao hukuujua, na utakuwa na mwanzo wa programu ya kupambana na ulaghai iliyojengwa juu ya wateja wako mwenyewe badala ya modeli ya mtu mwingine.',
      ),
    },
    'dashboards-people-use': {
      slug: 'dashibodi-ambazo-watu-huzitumia-kweli',
      title: 'Dashibodi ambazo watu huzitumia kweli',
      summary:
        'Dashibodi hustahili nafasi yake pale mtu anapoifungua Jumatatu asubuhi na kuchukua hatua. Jinsi tunavyobuni dashibodi chache zinazotumiwa na watu wengi zaidi, pamoja na orodha ya ukaguzi kwa dashibodi yako ijayo.',
      tags: ['dashibodi', 'taswira-za-data'],
      body: p(
        'Mashirika mengi tunayofanya nayo kazi hayana upungufu wa dashibodi. Benki moja jijini Lagos ilikuwa na ripoti 140 za Power BI tulipoanza; idara ya afya ya kaunti moja nchini Kenya ilikuwa na folda ya pamoja iliyojaa faili za Excel, kila moja likiwa na toleo lake la "jumla ya wagonjwa". Tatizo si kujenga dashibodi. Tatizo ni kujenga dashibodi ambazo mtu atazifungua Jumatatu asubuhi na kuchukua hatua.',
        'Katika miaka michache iliyopita tumejenga utaratibu wa kazi unaozalisha dashibodi chache, zinazotumiwa na watu wengi zaidi. Hivi ndivyo unavyofanya kazi.',
        '## Anza na uamuzi, si data',
        'Kabla mtu yeyote hajafungua Power BI au Superset, tunamuuliza maswali matatu yule atakayetumia dashibodi:',
        '1. Ni uamuzi gani unaoufanya kila wiki, au kila siku, ambao dashibodi hii inapaswa kukusaidia kuufanya?\n2. Ungefanya nini tofauti kama takwimu fulani ingepanda, au kushuka?\n3. Ni nani mwingine anayehitaji kuona jambo hilohilo ili achukue hatua?',
        'Kama hakuna anayeweza kujibu swali la pili, hiyo ni ripoti, si dashibodi, na huenda PDF ya kila mwezi ikafaa zaidi. Kama jibu ni "ningempigia simu meneja wa tawi", dashibodi inahitaji kuonyesha ni tawi gani, pamoja na jina la meneja wake.',
        'Mazungumzo haya huchukua saa moja na huokoa wiki kadhaa. Pia huibua ufafanuzi ambao vinginevyo ungezua mabishano baadaye: je, "mteja hai" ni aliyefanya muamala katika siku 30 zilizopita au siku 90? Liandike, na uliweke kwenye dashibodi.',
        '## Ukurasa mmoja, swali moja',
        'Kila ukurasa wa dashibodi unapaswa kujibu swali moja linaloweza kuandikwa kama sentensi juu ya ukurasa: "Ni mikoa gani iliyo nyuma katika makusanyo mwezi huu?" Kama ukurasa unahitaji swali la pili, unapewa ukurasa wa pili.',
        'Kanuni hii hufanya mambo mawili. Humlazimisha mbunifu kuchagua chati inayojibu swali, badala ya kila chati ambayo data inaruhusu. Na humpa msomaji mlango wa kuingilia: anasoma sentensi, anaangalia chati, kisha anaamua kama achimbue zaidi.',
        '## Takwimu zinahitaji kulinganishwa',
        'Takwimu peke yake ni habari tu isiyo na maana. KES milioni 42 za makusanyo hazina maana yoyote hadi msomaji ajue kama ziko juu au chini ya lengo, la mwezi uliopita au la mwezi huohuo mwaka jana. Kila takwimu kuu tunayoionyesha ina ulinganisho mmoja kando yake, uliochaguliwa pamoja na mtumiaji: dhidi ya lengo kwa timu za mauzo, dhidi ya mwaka jana kwa biashara za msimu, dhidi ya wastani wa kaunti kwa programu za afya.',
        'Rangi hufuata ulinganisho, si mapambo. Tunatumia rangi moja ya msisitizo kwa "inahitaji kuangaliwa" na kuacha kila kitu kingine katika rangi tulivu. Dashibodi ambayo kila kitu ni chekundu au kijani huwafundisha watu kupuuza rangi.',
        '## Buni kwa ajili ya skrini ambayo watu hutumia kweli',
        'Katika mashirika mengi tunayofanya nayo kazi, msomaji muhimu zaidi ni meneja wa kanda mwenye simu ya Android ya bei ya kati, anayetumia mtandao wa simu, kati ya ziara moja ya nyanjani na nyingine. Dashibodi iliyobuniwa kwenye skrini ya inchi 27 haiwezi kuhimili hali hiyo.',
        'Kwa hiyo tunabuni mwonekano wa simu kwanza: takwimu tatu zenye umuhimu, kila moja ikiwa na ulinganisho wake, na orodha ya mambo yasiyo ya kawaida yanayohitaji hatua. Mwonekano wa kompyuta huongeza undani kwa wachanganuzi. Pia tunakagua muda wa kufunguka kwenye mtandao uliopunguzwa kasi; ukurasa unaochukua sekunde 20 kufunguka kupitia 3G hautafunguliwa mara ya pili.',
        '## Jenga imani kabla ya kuongeza vipengele',
        'Watu huacha kutumia dashibodi mara ya kwanza inapoonyesha takwimu wanayojua kuwa si sahihi. Imani hujengwa kwa mazoea machache:',
        '- **Onyesha data ilisasishwa lini mara ya mwisho** kwenye kila ukurasa, na umjulishe mmiliki usasishaji unaposhindwa badala ya kuonyesha takwimu zilizopitwa na wakati kimyakimya.\n- **Linganisha na chanzo cha ukweli.** Katika wiki za kwanza, linganisha jumla za dashibodi na mfumo wa fedha au daftari kuu kila siku, na uchapishe ulinganisho huo.\n- **Taja mmiliki wa kila kipimo**, mtu anayeweza kueleza jinsi kinavyokokotolewa na kukirekebisha kinapoharibika.',
        '## Pima kama inatumika',
        'Kila zana ya BI hurekodi nani anafungua nini. Tunapitia matumizi pamoja na mfadhili wa mradi wiki nne na wiki nane baada ya kuzindua. Kurasa ambazo hakuna anayezifungua huondolewa. Kurasa zinazofunguliwa na watu ambao hatukuwatarajia hutufundisha kuhusu hitaji tulilolikosa. Katika mradi mmoja wa rejareja, ukurasa uliotumiwa zaidi uligeuka kuwa orodha ya bidhaa zilizoisha ambayo mameneja wa maduka waliichapisha kila asubuhi; tuliufanya uweze kuchapishwa na tukautuma kwa barua pepe saa kumi na mbili alfajiri, na matumizi ya dashibodi yakaongezeka badala ya kupungua.',
        '## Orodha ya ukaguzi kwa dashibodi yako ijayo',
        '- Je, unaweza kumtaja mtu atakayeitumia, na uamuzi inaousaidia?\n- Je, kila ukurasa unajibu swali moja, lililoandikwa juu yake?\n- Je, kila takwimu kuu ina ulinganisho kando yake?\n- Je, inafanya kazi kwenye simu ambazo watumiaji wako hubeba, na kwenye mtandao walionao?\n- Je, inaonyesha data ilisasishwa lini, na nani anamiliki kila kipimo?\n- Je, utakagua baada ya wiki nane kama kuna mtu anayeifungua?',
        'Kama jibu la maswali yote sita ni ndiyo, unajenga dashibodi ambayo watu wataitumia. Kama sivyo, suluhisho kwa kawaida ni mazungumzo, si chati nyingine.',
      ),
    },
    'clean-data-before-ai': {
      slug: 'safisha-data-kabla-ya-ai',
      title: 'Safisha data kabla ya AI',
      summary:
        'Modeli hujifunza makosa ya data yako kwa uaminifu uleule inaojifunza ukweli wake. Kwa nini wiki chache za kusafisha na kuweka nyaraka ndio uwekezaji bora kabla ya mradi wowote wa machine learning, na jinsi tunavyoziendesha.',
      tags: ['ubora-wa-data', 'machine-learning'],
      body: p(
        'Kila baada ya wiki chache mteja hutuomba "tuongeze AI" kwenye data yake. Wakati mwingine ni modeli ya kutabiri wateja watakaohama, wakati mwingine ni utabiri, na zaidi na zaidi siku hizi ni msaidizi anayejibu maswali kutoka kwenye rekodi zake. Hatua yetu ya kwanza karibu kila mara ni ileile, na mara chache ndiyo waliyoitarajia: wiki chache za kusafisha data na kuweka nyaraka kabla modeli yoyote haijafunzwa.',
        'Hii si tahadhari isiyo na sababu. Modeli hujifunza kile data inachosema, pamoja na makosa yake. Kama jedwali lako la wateja lina mtu mmoja mara tatu kwa tahajia tatu za jina lake, modeli ya wateja kuhama itawahesabu wawili kati yao kama wateja waliopotea. Kama tarehe zilizokosekana zilijazwa 1 Januari 1900, utabiri utajifunza kwamba kuna jambo la ajabu lililotokea mwaka huo.',
        '## Tunachokikuta kwa kawaida',
        'Katika mashirika yasiyo ya kiserikali, benki, wauzaji wa rejareja na programu za afya, matatizo yaleyale hujitokeza:',
        '- **Marudio.** Mteja, mkulima au mgonjwa yuleyule amesajiliwa mara kadhaa, mara nyingi kwa sababu maafisa wa nyanjani hawakuweza kutafuta rekodi zilizopo bila mtandao. Katika rejista moja ya wanufaika nchini Rwanda, 27% ya rekodi zilikuwa marudio tulipozilinganisha kwa namba ya simu, kitambulisho cha taifa na tahajia mbalimbali za majina.\n- **Thamani za kujaza nafasi.** Tarehe za 1900-01-01, namba za simu 0700000000, umri wa miaka 999. Ni rahisi kuziona ukishaziangalia, na hazionekani kabisa ndani ya wastani.\n- **Maandishi huru yenye maana tano.** Sehemu ya hali yenye "Active", "active ", "ACTV", "A" na "ongoing", zote zikimaanisha kitu kimoja, na "closed" ikimaanisha mkopo uliolipwa au uliofutwa kama hasara kutegemea tawi.\n- **Mabadiliko ya kimyakimya.** Sehemu ambayo maana yake ilibadilika mfumo ulipoboreshwa, hivyo takwimu za kabla na baada ya mwezi fulani haziwezi kulinganishwa.\n- **Viungo vilivyokosekana.** Miamala isiyoweza kuunganishwa na mteja kwa sababu ufunguo wake ulichapwa kwa mkono.',
        'Hakuna kati ya matatizo haya lililo la ajabu. Kwa pamoja ndiyo huamua kama modeli inaweza kuaminika.',
        '## Jinsi tunavyoendesha awamu ya usafishaji',
        'Kwa kawaida tunaendesha usafishaji kama awamu maalum ya wiki tatu hadi sita, wamiliki wa data wa mteja wakiwa pamoja nasi.',
        '### 1. Chambua kila kitu',
        'Kabla ya kubadilisha chochote, tunachambua kila jedwali: idadi ya safu, thamani tofauti, thamani zilizokosekana, viwango na thamani zinazojitokeza zaidi katika kila sehemu. Kuchambua safu milioni chache huchukua dakika chache kwa zana kama Great Expectations au kwa SQL ya kawaida, na matokeo yake huwa ajenda ya sehemu iliyobaki ya awamu hiyo.',
        '### 2. Andika maana ya kila sehemu',
        'Kwa kila sehemu yenye umuhimu, tunaandika ufafanuzi wa mstari mmoja, thamani zinazoruhusiwa na mmiliki wake, katika kamusi ya data ambayo mteja huitunza. Hii ndiyo sehemu ya kazi isiyo na mvuto kuliko zote, na yenye thamani kubwa kuliko zote. Pia ndipo mabishano mengi humalizwa: mara nyingi idara za fedha na za uendeshaji hugundua kwamba zimekuwa zikihesabu vitu tofauti kwa jina moja.',
        '### 3. Rekebisha kwenye chanzo, kisha kwenye mfumo wa data',
        'Inapowezekana, tunarekebisha matatizo pale yanapoanzia: orodha ya kuchagua badala ya maandishi huru katika programu ya usajili, utafutaji kabla ya kuunda rekodi mpya, sehemu ya lazima ambayo zamani ilikuwa ya hiari. Kisichoweza kurekebishwa kwenye chanzo hurekebishwa ndani ya mfumo wa kusafirisha data, kila kanuni ikiandikwa kama msimbo, ikijaribiwa na kurekodiwa, ili mtu yeyote aweze kuona ni rekodi zipi zilibadilishwa na kwa nini.',
        '### 4. Endeleza ukaguzi',
        'Usafishaji si kazi ya mara moja. Kila kanuni tunayoiandika huwa ukaguzi unaoendeshwa kila data inapopakiwa: hakuna namba za utambulisho zinazojirudia, hakuna tarehe za kabla ya programu kuanza, hakuna kiasi kinachozidi kikomo kinachoaminika. Ukaguzi unaposhindwa, mmiliki wa data hujulishwa kabla dashibodi au modeli haijaathirika.',
        '## Kwa nini hujilipia yenyewe',
        'Wakati mwingine wateja huhofia kwamba mwezi unaotumika kusafisha data ni mwezi usio na matokeo. Kwa uhalisia huufupisha mradi mzima. Modeli iliyofunzwa kwa data safi yenye nyaraka huhitaji mizunguko michache ya "kwa nini imetabiri hivyo?", na matokeo yake hustahimili mkutano wa kwanza na watu wanaoijua biashara.',
        'Mara nyingi takwimu zenyewe zinatosha kushawishi. Baada ya usafishaji, mteja mmoja wa mikopo midogo aligundua kwamba jalada lake la mikopo iliyo hatarini lilikuwa limeripotiwa juu zaidi kwa karibu asilimia mbili, kwa sababu mikopo iliyofutwa kama hasara ilikuwa imerekodiwa kama hai katika mfumo wa tawi moja. Usafishaji ulijilipia kabla hata modeli ya mikopo haijafunzwa.',
        '## Maswali ya kujiuliza kabla ya mradi wako wa AI',
        '- Je, unajua majedwali yako makuu yana rekodi ngapi zinazojirudia?\n- Je, kuna ufafanuzi ulioandikwa, wenye mmiliki, kwa kila sehemu ambayo modeli itatumia?\n- Je, ungeweza kumweleza mkaguzi wa hesabu kila badiliko lililofanywa kwenye data kati ya chanzo na modeli?\n- Je, ukaguzi huendeshwa kiotomatiki data mpya inapowasili?',
        'Kama jibu la swali lolote kati ya haya ni hapana, anzia hapo. Modeli itakuwa bora kwa sababu hiyo, na vivyo hivyo kila ripoti inayosoma data hiyohiyo.',
      ),
    },
  },
  people: {
    'achieng-otieno': {
      slug: 'achieng-otieno',
      role: 'Mkurugenzi Mtendaji na Mwanzilishi Mwenza',
      bio: 'Achieng alitumia miaka kumi kujenga modeli za mikopo kwa benki za Kenya kabla ya kuanzisha Mwangaza pamoja na wenzake mwaka 2015. Anaongoza mkakati wa wateja na bado hupitia kila pendekezo kabla halijatumwa.',
    },
    'kiprono-langat': {
      slug: 'kiprono-langat',
      role: 'Mwanzilishi Mwenza na Mkuu wa Uhandisi wa Data',
      bio: 'Kiprono hubuni mifumo ya kusafirisha data na lakehouse ambazo miradi yetu hutegemea, kuanzia mitiririko ya taarifa za M-Pesa hadi rekodi za hospitali. Anazijali sehemu zisizovutia: ufuatiliaji, nyaraka na makabidhiano.',
    },
    'wanjiku-kariuki': {
      slug: 'wanjiku-kariuki',
      role: 'Mwanasayansi Mkuu wa Data',
      bio: 'Wanjiku hujenga modeli za kubaini ulaghai, kuhama kwa wateja na hatari ya mikopo kwa watoa huduma za malipo, SACCO na kampuni za mawasiliano. Ana shahada ya uzamili (MSc) ya takwimu kutoka Chuo Kikuu cha Nairobi na hufundisha uhakiki wa modeli katika Academy yetu.',
    },
    'chinedu-okafor': {
      slug: 'chinedu-okafor',
      role: 'Mkuu wa Uchanganuzi, Lagos',
      bio: 'Chinedu anaongoza timu yetu ya Lagos pamoja na dashibodi na ripoti ambazo viongozi wakuu huzisoma kweli. Kabla ya kujiunga na Mwangaza, aliongoza kitengo cha uchanganuzi cha kampuni ya fintech ya Nigeria kupitia uzinduzi wa bidhaa tatu.',
    },
    'aline-uwase': {
      slug: 'aline-uwase',
      role: 'Kiongozi wa Ubora wa Data, Kigali',
      bio: 'Aline anaongoza usafishaji na uhakiki wa data kutoka ofisi yetu ya Kigali, kwa mashirika yasiyo ya kiserikali, programu za afya na biashara za kilimo. Kanuni yake: kila sehemu ya data iwe na mmiliki na maana iliyoandikwa.',
    },
    'fatuma-hassan': {
      slug: 'fatuma-hassan',
      role: 'Msimamizi wa Uhusiano na Wateja',
      bio: 'Fatuma ndiye mtu wa kwanza ambaye wateja wengi huzungumza naye. Huandaa wigo wa miradi pamoja na timu za uendeshaji na fedha, na huhakikisha kwamba tunachojenga kinajibu swali walilokuja nalo.',
    },
    'baraka-mutua': {
      slug: 'baraka-mutua',
      role: 'Kiongozi wa Analytics Academy',
      bio: 'Baraka anaendesha Mwangaza Analytics Academy, ambayo imewafunza zaidi ya wafanyakazi 500 wa wateja wetu SQL, Power BI na Python. Alikuwa mwalimu wa hisabati wa shule ya sekondari huko Machakos kabla ya kuhamia kwenye fani ya data.',
    },
    'kwame-asante': {
      slug: 'kwame-asante',
      role: 'Mhandisi wa Machine Learning',
      bio: 'Kwame huzitoa modeli kwenye notebooks na kuzifikisha kwenye matumizi halisi: huduma za utabiri, API za kutoa alama na ufuatiliaji unaotujulisha modeli inapoanza kupotoka. Anafanya kazi kutoka Accra akiwahudumia wateja wetu wa Afrika Magharibi.',
    },
  },
  pictures: {
    '/images/services/big-data-analytics': {
      alt: 'Makundi manne ya vitone vya dhahabu yaliyounganishwa kwa mistari myembamba, juu ya gridi ya chati yenye mandharinyuma meusi',
    },
    '/images/services/data-visualization': {
      alt: 'Dashibodi yenye chati ya eneo ya dhahabu, chati ya pete na safu ya chati za pau juu ya paneli nyeusi',
    },
    '/images/services/data-pipelines': {
      alt: "Vyanzo vinne vilivyounganishwa kwa mistari ya dhahabu ya vistari hadi kitovu kimoja kinachong'aa kinacholisha matokeo mawili",
    },
    '/images/services/data-lakes': {
      alt: 'Mitiririko ya vitone ikiangukia kwenye matabaka ya dhahabu, kama ziwa la data',
    },
    '/images/services/automated-data-entry': {
      alt: 'Fomu yenye visanduku vya dhahabu vinavyojazwa mstari kwa mstari, na kielekezi kwenye mstari wa mwisho',
    },
    '/images/services/cleansing-validation': {
      alt: "Vitone vilivyotawanyika upande wa kushoto vinageuka gridi iliyopangika ya vitone vya dhahabu baada ya kupita upau unaong'aa",
    },
    '/images/services/training': {
      alt: 'Pau sita za dhahabu zinazopanda hatua kwa hatua kando ya mstari wa vitone wa maendeleo',
    },
    '/images/desk': {
      alt: 'Kompyuta mpakato inayoonyesha chati za dhahabu kando ya kikombe cha kahawa na daftari',
    },
    '/images/culture/curiosity-first': {
      alt: "Mistari ya dhahabu ikichomoza kutoka kitone kimoja kinachong'aa kuelekea kila upande",
    },
    '/images/culture/ubuntu-collaboration': {
      alt: 'Mtandao wa vitone vya dhahabu na buluu, kila kimoja kikiwa kimeunganishwa na jirani zake',
    },
    '/images/culture/growth-and-learning': {
      alt: 'Makundi ya vitone vya dhahabu na buluu yaliyounganishwa kwa mstari unaopanda kutoka kundi moja hadi jingine',
    },
    '/images/culture/impact-that-matters': {
      alt: 'Ramani ya vitone ya Afrika yenye vitone vya kijani-kibuluu vilivyounganishwa kwa tao za dhahabu hadi Afrika Mashariki',
    },
    '/images/case-studies/county-hospital-readmissions': {
      alt: 'Mstari wa dhahabu unaounganisha vitone kwenye gridi ya kijani-kibuluu, kama njia kati ya wodi',
    },
    '/images/case-studies/microfinance-credit-scoring': {
      alt: 'Ukanda wa vitone vya buluu kando ya mstari wa mwelekeo wa vistari, na vitone vichache vilivyojitenga vikiwa vimewekwa alama kwa rangi nyekundu na dhahabu',
    },
    '/images/case-studies/pharmacy-supply-data-lake': {
      alt: 'Mistari ya kontua ya dhahabu na kijani kuzunguka vilele viwili, kama ramani ya viwango vya akiba ya bidhaa',
    },
    '/images/case-studies/retail-demand-forecasting': {
      alt: 'Mstari wa mauzo wa dhahabu juu ya pau hafifu, ukiendelea kama utabiri wa vistari wenye kiwango kilichotiwa kivuli',
    },
    '/images/case-studies/ngo-beneficiary-data-platform': {
      alt: 'Ramani ya vitone ya Afrika yenye tao za dhahabu kati ya vitone vya Afrika Mashariki na ya Kati',
    },
    '/images/case-studies/telco-churn-realtime': {
      alt: 'Duara la miale ya dhahabu na buluu kuzunguka kipimo, kama ishara hai',
    },
    '/images/case-studies/logistics-invoice-automation': {
      alt: 'Mstari wa dhahabu unaopinda huku na huko kati ya vituo vya kusafirisha mizigo juu ya gridi nyeusi',
    },
    '/images/case-studies/bank-analytics-academy': {
      alt: 'Ramani ya joto ya miraba ya kijani na dhahabu, inayojaa kutoka kushoto kwenda kulia',
    },
    '/images/case-studies/cocoa-yield-forecasting': {
      alt: 'Mitandao miwili ya vitone na mistari ya dhahabu, mmoja ukiwa legevu na mwingine mnene',
    },
    '/images/people/achieng-otieno': {
      alt: 'Picha ya kuchorwa ya Achieng Otieno: nywele fupi za asili, hereni za dhahabu, koti la buluu iliyokolea',
    },
    '/images/people/kiprono-langat': {
      alt: 'Picha ya kuchorwa ya Kiprono Langat: nywele zilizonyolewa fupi na ndevu fupi, shati la kijani-kibuluu',
    },
    '/images/people/wanjiku-kariuki': {
      alt: 'Picha ya kuchorwa ya Wanjiku Kariuki: misuko iliyofungwa juu ya kichwa, miwani ya duara, blauzi ya dhahabu',
    },
    '/images/people/chinedu-okafor': {
      alt: 'Picha ya kuchorwa ya Chinedu Okafor: nywele fupi, miwani ya mstatili, koti la buluu iliyokolea',
    },
    '/images/people/aline-uwase': {
      alt: 'Picha ya kuchorwa ya Aline Uwase: kilemba cha dhahabu chenye nakshi na blauzi ya kijani-kibuluu',
    },
    '/images/people/fatuma-hassan': {
      alt: 'Picha ya kuchorwa ya Fatuma Hassan: mtandio wa buluu iliyokolea na pini ya pambo ya dhahabu',
    },
    '/images/people/baraka-mutua': {
      alt: 'Picha ya kuchorwa ya Baraka Mutua: nywele za afro za mviringo na sweta ya dhahabu',
    },
    '/images/people/kwame-asante': {
      alt: 'Picha ya kuchorwa ya Kwame Asante: kichwa kilichonyolewa, ndevu nyingi, shati la kijani-kibuluu iliyokolea',
    },
  },
  settings: {
    businessHours: [{ days: 'Jumatatu - Ijumaa' }, { days: 'Jumamosi' }, { days: 'Jumapili' }],
    hero: {
      eyebrow: 'Kampuni ya ushauri wa uchanganuzi wa data · Nairobi, Kenya',
      title: 'Ilete data yako',
      highlight: 'kwenye mwangaza',
      lead: 'Tunasaidia biashara kote Afrika na kwingineko kugeuza data iliyotawanyika kuwa dashibodi zilizo wazi, mifumo ya data inayotegemewa na modeli za utabiri, ili kila uamuzi uanzie kwenye ukweli.',
      primaryAction: 'Anzisha Mradi Wako',
      secondaryAction: 'Gundua Huduma Zetu',
    },
    counters: [
      { label: 'Nchi Tunazohudumia' },
      { label: 'Miradi Iliyokamilishwa' },
      { label: 'Kuridhika kwa Wateja' },
      { label: 'Data Iliyochakatwa' },
    ],
    principles: [
      {
        title: 'Watambuzi wa Mienendo',
        line: 'Tunazisoma ishara zilizo ndani ya data yako mapema, ili uchukue hatua kuhusu mabadiliko kabla washindani wako hawajayaona.',
      },
      {
        title: 'Warahisishaji',
        line: 'Tunageuza data tata kuwa simulizi zilizo wazi ambazo kila mtu katika timu yako anaweza kuzielewa na kuzifanyia kazi.',
      },
      {
        title: 'Wazingatiaji wa Usahihi',
        line: 'Tunakagua kila takwimu kabla haijafika kwenye dashibodi, kwa sababu ubora wa uamuzi hutegemea ubora wa data yake.',
      },
    ],
    tools: [
      {
        insight:
          'Kiungo cha kazi yetu yote, kuanzia kupanga data kwa haraka hadi modeli za machine learning zinazotumika kazini.',
      },
      { insight: 'Bado ni njia ya haraka zaidi ya kuiuliza data yako swali lililoundwa vizuri.' },
      {
        insight:
          'Dashibodi za kujihudumia zinazoingia moja kwa moja katika mazingira ya kazi ya Microsoft 365.',
      },
      { insight: 'Uchanganuzi wa kuona na kuchunguza pale ambapo swali bado halijawa wazi.' },
      { insight: 'Usindikaji uliosambazwa kwa mabilioni ya safu zinazozidi uwezo wa mashine moja.' },
      {
        insight:
          'Mifumo ya data iliyopangwa kwa ratiba na inayofuatiliwa, inayojaribu tena yenyewe chanzo kinapokwama.',
      },
      {
        insight:
          'Ubadilishaji wa data kwa SQL uliojaribiwa na wenye udhibiti wa matoleo, ambao timu yako yote inaweza kuuamini.',
      },
      { insight: 'Ghala la data la wingu linalopanuka kulingana na mahitaji na kutoza kwa kila sekunde.' },
      { insight: 'Deep learning kwa picha, maandishi na utabiri pale modeli rahisi zisipotosha.' },
      {
        insight: 'Tabaka moja la maana ya data linalosimamiwa, ili kila timu ihesabu mapato kwa njia ileile.',
      },
    ],
    footerServices: [
      { label: 'Uchanganuzi wa Data Kubwa' },
      { label: 'Taswira za Data' },
      { label: 'Mifumo ya Kusafirisha Data' },
      { label: 'Hifadhi Kuu za Data' },
      { label: 'Uingizaji wa Data Kiotomatiki' },
      { label: 'Usafishaji na Uhakiki wa Data' },
      { label: 'Mafunzo' },
    ],
  },
} as const;
