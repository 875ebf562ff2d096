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
  caseStudies: {},
  culture: {},
  insights: {},
  people: {},
  pictures: {},
  settings: {},
} as const;
