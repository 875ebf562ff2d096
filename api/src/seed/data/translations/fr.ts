/**
 * French translations of the content the product ships (the seed data and the default site settings' texts),
 * written for business readers in francophone Africa (Dakar, Abidjan, Kinshasa, Casablanca): "vous", French
 * typography (non-breaking spaces: U+00A0 before ":" and inside « », U+202F before ; ! ? and %, and as the
 * thousands separator; decimal comma; the apostrophe ’ throughout).
 *
 * Each collection maps a seed item's id (a shipped picture's path) to its translated text fields, under the
 * English field names, plus `slug`, the item's French URL slug. Names of people and client organisations,
 * categories, technologies, images and links are not translated: the item's English fields stand.
 *
 * Terms kept in English, and why:
 * - Product, platform and company names: Power BI, Tableau, Looker, Looker Studio, Apache Superset, Apache
 *   Spark, Spark, BigQuery, Snowflake, Airflow, Dagster, dbt, Airbyte, Kafka, Delta Lake, Apache Iceberg,
 *   AWS, Azure, Google Cloud, SAP, Odoo, Excel, Microsoft 365, TensorFlow, Python, SQL, Great Expectations,
 *   WhatsApp, Android, M-Pesa, MTN MoMo: names, as French-speaking professionals say them.
 * - "mobile money" (and the tag mobile-money): the term French-speaking Africa uses (Orange Money, Wave); "argent mobile"
 *   reads as a calque.
 * - ERP, CRM, API, OCR, ELT, SIM, SMS, PDF, 3G, BI, IA: acronyms used as such in French business writing
 *   (OCR: reconnaissance optique de caractères, spelled out where it helps).
 * - cloud, pipeline, lakehouse, feature store, gradient boosting: "cloud" and "pipeline" are
 *   the everyday French terms of the trade ("informatique en nuage" is rare in business use); "lakehouse",
 *   "feature store" and "gradient boosting" have no established French equivalent.
 * - notebook, sprint: what French-speaking data teams call a Jupyter notebook and a fixed work period.
 * - The status values quoted in the "clean data" insight (« Active », « ongoing », « closed »): data as stored.
 * - e-mail: the word francophone African businesses use (in French dictionaries); "courriel" reads as
 *   Québécois to these readers.
 * - fintech, SACCO (Kenyan savings and credit cooperatives, explained where it first appears), Data
 *   Protection Act, NDPA, POPIA (names of laws).
 * Machine-learning terms have common French equivalents and are translated: apprentissage automatique,
 * apprentissage profond, attrition (churn), dérive (drift), tableau de bord (dashboard), jeu de données.
 */
export const frTranslations = {
  services: {
    'big-data-analytics': {
      slug: 'analyse-de-donnees-massives',
      title: 'Analyse de données massives',
      description:
        'Des modèles prédictifs et des analyses à grande échelle qui transforment des millions de transactions, de relevés de capteurs et de fiches clients en prévisions sur lesquelles vous pouvez agir.',
      fullDescription: [
        'La plupart des organisations que nous rencontrons disposent d’années de journaux de transactions, d’historiques de mobile money, d’enregistrements détaillés d’appels ou de relevés de capteurs que personne n’a encore eu le temps ni les outils d’analyser. Notre pôle Analyse de données massives transforme cet historique en prévisions : la demande par agence et par semaine, le risque d’attrition de chaque client, le risque de crédit des emprunteurs sans véritable historique bancaire, le rendement attendu de chaque parcelle.',
        'Nous travaillons sur des moteurs distribués comme Apache Spark et des entrepôts de données cloud comme BigQuery et Snowflake, et nous choisissons des modèles que vos équipes peuvent comprendre et maintenir : arbres de décision à gradient boosting et régressions bien calibrées plutôt qu’apprentissage profond, chaque variable étant documentée et chaque modèle validé sur une période de test mise de côté.',
        'Un modèle n’a de valeur que s’il éclaire une décision. Nous plaçons les prédictions là où vos équipes travaillent déjà, dans un tableau de bord, un e-mail envoyé chaque nuit ou une API appelée par votre système central, et nous surveillons la dérive des modèles pour que leur précision ne se dégrade pas en silence après la passation.',
      ].join('\n\n'),
      features: [
        'Modélisation prédictive - prévisions de la demande, de l’attrition, du risque de crédit et des rendements, validées sur des périodes de test',
        'Traitement distribué - Spark et entrepôts cloud dimensionnés pour des milliards de lignes, pas pour un ordinateur portable',
        'Segmentation de la clientèle - des groupes de comportements sur lesquels vos équipes marketing et produit peuvent agir',
        'Suivi des modèles - contrôle de la dérive et de la précision pour des prédictions toujours fiables après la mise en service',
        'Résultats explicables - importance des variables et synthèses en langage clair pour les décideurs',
      ],
    },
    'data-visualization': {
      slug: 'visualisation-de-donnees',
      title: 'Visualisation de données',
      description:
        'Des tableaux de bord et des rapports qui montrent aux dirigeants comme aux équipes de terrain ce qui se passe, pourquoi, et que faire ensuite, sur n’importe quel écran et avec n’importe quelle connexion.',
      fullDescription: [
        'Un bon tableau de bord répond aux trois questions qu’un responsable se pose chaque lundi : où en sommes-nous, où est le problème, qu’est-ce qui a changé ? Nous concevons nos visualisations autour de ces questions, en partant des décisions que prennent vos équipes plutôt que des données dont vous disposez par hasard.',
        'Nous travaillons avec Power BI, Tableau, Looker Studio et Apache Superset, et nous concevons pour les réalités de la région : des tableaux de bord qui s’affichent sur un téléphone Android de milieu de gamme en 3G, des synthèses PDF consultables hors ligne pour les responsables régionaux, et des libellés en swahili, en français ou en anglais selon les besoins.',
        'Chaque tableau de bord que nous livrons s’accompagne d’un dictionnaire de données, d’un responsable désigné pour chaque indicateur et d’une courte session de formation : les chiffres affichés à l’écran sont ainsi ceux sur lesquels tout le monde s’accorde.',
      ].join('\n\n'),
      features: [
        'Tableaux de bord de direction - les quelques indicateurs qui comptent, avec le détail par agence ou par produit',
        'Conception mobile d’abord - rapide sur les téléphones de milieu de gamme et les connexions lentes des équipes de terrain',
        'Rapports en libre-service - des jeux de données encadrés pour que les analystes répondent eux-mêmes à leurs questions, en toute sécurité',
        'Définition des indicateurs - une définition validée et un responsable pour chaque chiffre affiché',
        'Synthèses programmées - des résumés en PDF et par e-mail pour ceux qui n’ouvriront jamais un tableau de bord',
      ],
    },
    'data-pipelines': {
      slug: 'pipelines-de-donnees',
      title: 'Pipelines de données',
      description:
        'Des pipelines robustes et supervisés qui acheminent à l’heure prévue les données de vos systèmes centraux, du mobile money, de vos ERP et de vos tableurs vers un référentiel unique et fiable.',
      fullDescription: [
        'Un rapport n’est jamais plus à jour ni plus juste que les pipelines qui l’alimentent. Nous concevons et construisons les pipelines ELT qui extraient les données des systèmes bancaires centraux, des relevés M-Pesa et MTN MoMo, des ERP comme SAP et Odoo, des CRM, des API et des tableurs sur lesquels toute entreprise s’appuie encore.',
        'Nous privilégions des outils ouverts et éprouvés (Airflow ou Dagster pour l’orchestration, dbt pour les transformations, Airbyte pour les connecteurs) afin que vous ne soyez jamais captif ni de nous ni d’un éditeur coûteux. Chaque pipeline est versionné, testé et doté d’alertes : quand une source change de format à 2 h du matin, quelqu’un est prévenu avant la première réunion de la journée.',
        'Pour les activités qui exigent des chiffres à la minute près, nous construisons des pipelines en flux continu sur Kafka ou ses équivalents cloud, qui alimentent des tableaux de bord en temps réel et des systèmes d’alerte.',
      ].join('\n\n'),
      features: [
        'Intégration des sources - systèmes bancaires centraux, mobile money, ERP, CRM, API et tableurs',
        'Orchestration - exécutions planifiées, attentives aux dépendances, avec relances automatiques sur Airflow ou Dagster',
        'Transformations testées - modèles dbt avec tests de données et documentation',
        'Supervision et alertes - échecs et retards de données signalés avant que quiconque ne lise un rapport périmé',
        'Flux en temps réel - alimentation par Kafka pour des tableaux de bord et des alertes en direct',
      ],
    },
    'data-lakes': {
      slug: 'lacs-de-donnees',
      title: 'Lacs de données',
      description:
        'Un espace sécurisé et bien organisé pour toutes vos données, brutes ou préparées, structurées, semi-structurées ou sous forme de fichiers, à un coût qui évolue avec vous.',
      fullDescription: [
        'À mesure qu’une organisation ajoute des systèmes, ses données se dispersent entre bases de données, partages de fichiers, pièces jointes d’e-mails et portails de partenaires. Un lac de données leur offre un lieu unique et gouverné : les données brutes conservées telles qu’elles ont été reçues, des couches préparées auxquelles les analystes se fient, et des règles claires sur qui peut voir quoi.',
        'Nous concevons des architectures lakehouse sur AWS, Azure et Google Cloud, ou sur site lorsque les règles de résidence des données l’exigent, avec des formats de tables ouverts comme Delta Lake et Apache Iceberg pour que vos données restent portables. Des niveaux de stockage et des règles de cycle de vie maintiennent les coûts à la mesure de la valeur.',
        'La gouvernance est intégrée dès le premier jour : un catalogue des jeux de données, un contrôle d’accès par rôle, des pistes d’audit et la conformité à la loi kényane sur la protection des données (Data Protection Act), au NDPA nigérian et aux règles POPIA en Afrique du Sud.',
      ].join('\n\n'),
      features: [
        'Architecture lakehouse - couches brute, nettoyée et préparée sur des formats de tables ouverts',
        'Cloud ou sur site - AWS, Azure, Google Cloud ou hébergement local pour la résidence des données',
        'Catalogue de données - chaque jeu de données décrit, doté d’un responsable et facile à retrouver',
        'Contrôle d’accès - droits par rôle et pistes d’audit pour les données sensibles',
        'Maîtrise des coûts - niveaux de stockage et règles de cycle de vie pour des dépenses à la mesure de la valeur',
      ],
    },
    'automated-data-entry': {
      slug: 'saisie-automatisee-des-donnees',
      title: 'Saisie automatisée des données',
      description:
        'Cessez de ressaisir factures, formulaires et relevés : la capture documentaire et l’automatisation extraient les données avec précision et les acheminent là où elles doivent aller.',
      fullDescription: [
        'Partout dans la région, des collaborateurs qualifiés passent encore des heures chaque jour à recopier des chiffres depuis des formulaires papier, des factures PDF, des relevés bancaires et des photos WhatsApp vers des tableurs et des logiciels. C’est lent, c’est source d’erreurs, et c’est la tâche la moins intéressante que font vos équipes.',
        'Nous l’automatisons grâce à la capture documentaire (une OCR adaptée aux formats de documents locaux et à l’écriture manuscrite), à des règles de validation qui repèrent ce dont la machine n’est pas sûre, et à des circuits de traitement qui dirigent chaque enregistrement vers le bon système : votre ERP, votre CRM ou votre entrepôt de données.',
        'Un opérateur humain garde la main sur les exceptions, grâce à un écran de vérification simple : la précision progresse avec le temps, tandis que le volume que vos équipes traitent à la main diminue de plus de moitié.',
      ].join('\n\n'),
      features: [
        'Capture documentaire - OCR pour factures, reçus, formulaires et relevés, écriture manuscrite comprise',
        'Règles de validation - totaux, dates et identifiants vérifiés avant toute entrée dans vos systèmes',
        'Vérification humaine - une file d’attente simple pour les exceptions dont la machine n’est pas sûre',
        'Intégration aux systèmes - enregistrements transmis directement à votre ERP, votre CRM ou votre entrepôt de données',
      ],
    },
    'cleansing-validation': {
      slug: 'nettoyage-et-validation',
      title: 'Nettoyage et validation',
      description:
        'Repérez et corrigez doublons, lacunes et incohérences, puis empêchez-les de revenir : chaque rapport part ainsi de données fiables.',
      fullDescription: [
        'Clients en double, numéros de téléphone écrits de cinq façons, codes de comté manquants, dates invraisemblables : la mauvaise qualité des données coûte de l’argent, sans bruit, dans chaque rapport et chaque campagne. Nos missions de nettoyage commencent par un profilage de vos données qui montre précisément où se trouvent les problèmes et ce qu’ils coûtent.',
        'Nous les corrigeons ensuite méthodiquement : normalisation des noms, adresses et numéros de téléphone selon les conventions locales, rapprochement et fusion des doublons, comblement des lacunes à partir de sources de référence fiables, et signalement de ce qui ne peut pas être corrigé automatiquement.',
        'Enfin, nous traitons les problèmes à la source, avec des règles de validation dans vos pipelines et vos formulaires de saisie, et un tableau de bord de la qualité des données qui suit mois après mois leur exhaustivité, leur exactitude et leur fraîcheur.',
      ].join('\n\n'),
      features: [
        'Profilage des données - une vision claire de l’exhaustivité, des doublons et des erreurs, avec leur coût',
        'Dédoublonnage - fiches clients et fournisseurs rapprochées et fusionnées, avec piste d’audit',
        'Normalisation - noms, adresses, numéros de téléphone et identifiants dans un format unique et cohérent',
        'Règles de validation - des contrôles dans les pipelines et les formulaires pour arrêter les erreurs à la source',
        'Indicateurs de qualité - suivi mensuel de l’exhaustivité, de l’exactitude et de la fraîcheur',
      ],
    },
    training: {
      slug: 'formation',
      title: 'Formation',
      description:
        'Des formations pratiques qui donnent à vos équipes des compétences durables en données, des bases du tableur à SQL, Power BI et Python.',
      fullDescription: [
        'La technologie ne tient ses promesses que si les gens l’utilisent avec assurance. Nos programmes de formation sont concrets et bâtis sur vos propres données et vos propres questions : ce que l’on apprend le mardi, on l’applique dès le mercredi.',
        'Nos cours vont de la culture des données pour les responsables à SQL, Python et l’apprentissage automatique pour les équipes techniques, en passant par Excel et Power BI pour les analystes, en présentiel à Nairobi, Lagos, Accra et Kigali, ou en direct en ligne. Les groupes sont restreints et chaque participant mène à bien un projet utile à son poste.',
        'Aux organisations qui constituent leur propre équipe de données, nous proposons un accompagnement après la formation : des ateliers réguliers où vos analystes apportent de vrais problèmes et repartent avec des solutions qui fonctionnent.',
      ].join('\n\n'),
      features: [
        'Culture des données - lire des graphiques, interroger les chiffres et décider sur la base de faits',
        'Outils de l’analyste - cours Excel, Power BI et SQL construits sur vos propres jeux de données',
        'Parcours techniques - Python, ingénierie des données et apprentissage automatique pour les équipes techniques',
        'Apprentissage par projet - chaque participant livre un vrai projet pour son équipe',
        'Accompagnement continu - des ateliers après la formation pour que les compétences continuent de progresser',
      ],
    },
  },
  caseStudies: {
    'county-hospital-readmissions': {
      slug: 'prevoir-les-rehospitalisations-hopital-de-comte',
      title: 'Prévoir les réhospitalisations dans un hôpital de référence de comté',
      brief:
        'Un hôpital de référence kényan voulait savoir quels patients sortis risquaient le plus de revenir dans les 30 jours, afin que le personnel infirmier puisse les contacter avant que leurs problèmes ne tournent à l’urgence.',
      results: [
        '23 % de réhospitalisations à 30 jours en moins dès la première année',
        '41 millions de KES économisés en frais d’hospitalisation évitables',
        'Des appels de suivi concentrés sur les 12 % de patients les plus à risque',
      ],
      challenge:
        'Les dossiers des patients étaient répartis entre un système papier propre aux services et un dossier médical électronique récemment installé. Le taux de réhospitalisation n’était connu que sous forme de total annuel, et les agents de santé communautaires n’avaient aucun moyen de savoir lesquels, parmi des centaines de patients sortis, appeler en premier.',
      approach:
        'Avec l’équipe des archives médicales, nous avons numérisé deux ans de comptes rendus de sortie, nous les avons reliés aux dossiers électroniques et nous avons construit un score de risque à partir du diagnostic, de la durée de séjour, des hospitalisations antérieures, de la distance jusqu’à l’établissement et du nombre de médicaments prescrits. Les cliniciens ont examiné chaque variable avant qu’elle n’entre dans le modèle.',
      solution:
        'Chaque matin, le score de risque classe les patients sortis la veille et envoie une courte liste sur les téléphones de l’équipe de santé communautaire. Un tableau de bord hospitalier présente l’évolution des réhospitalisations par service et par diagnostic.',
      timeline: '5 mois',
      team: '2 scientifiques des données, 1 ingénieur de données, 1 responsable de l’informatique clinique',
      testimonial: {
        quote:
          'Pour la première fois, nos infirmiers communautaires savent qui appeler en premier. La liste qu’ils reçoivent chaque matin sur leur téléphone a transformé notre suivi après la sortie.',
        author: 'Dr Wanjiru Kamau',
        role: 'Médecin-chef',
      },
    },
    'microfinance-credit-scoring': {
      slug: 'score-de-credit-alternatif-banque-de-microfinance',
      title: 'Un score de crédit alternatif pour une banque de microfinance',
      brief:
        'Une banque de microfinance nigériane devait prêter à des commerçants sans historique de crédit sans laisser grimper les impayés, en s’appuyant sur le mobile money et les habitudes de remboursement plutôt que sur des bulletins de salaire.',
      results: [
        'Prêts non performants ramenés de 9,8 % à 5,1 %',
        'Délai d’approbation des prêts réduit de 4 jours à 6 heures',
        '38 000 primo-emprunteurs approuvés en 12 mois',
      ],
      challenge:
        'La plupart des demandeurs étaient des commerçants des marchés de Kano et de Lagos, sans dossier de crédit formel. Les agents de crédit se fiaient à leurs visites et à leur intuition, les approbations prenaient des jours et les taux de défaut variaient fortement d’une agence à l’autre.',
      approach:
        'Avec le consentement des clients, nous avons croisé l’historique de remboursement, les entrées de mobile money, les résultats des prêts de groupe et les cycles saisonniers du commerce. Nous avons testé la grille de score sur trois années de prêts passés avant toute décision réelle, et vérifié qu’elle ne comportait aucun biais selon le sexe ou la région.',
      solution:
        'Une API de notation branchée sur le système d’octroi de crédit de la banque renvoie en quelques secondes une classe de risque et un plafond recommandé. Les agents de crédit voient les principales raisons de chaque score et peuvent passer outre en consignant leur justification.',
      timeline: '7 mois',
      team: '2 scientifiques des données, 2 ingénieurs, 1 conseiller en risque de crédit',
      testimonial: {
        quote:
          'Nous disons désormais oui plus vite à de bons clients que nous refusions autrefois, et notre portefeuille n’a jamais été aussi sain.',
        author: 'Chinedu Okafor',
        role: 'Directeur des risques',
      },
    },
    'cocoa-yield-forecasting': {
      slug: 'prevision-des-recoltes-de-cacao-cooperative-de-planteurs',
      title: 'Prévoir les récoltes de cacao d’une coopérative de planteurs',
      brief:
        'Une coopérative ghanéenne de 14 000 petits planteurs voulait des prévisions de récolte fiables pour négocier ses contrats à terme et organiser le transport avant la campagne principale.',
      results: [
        'Des prévisions de récolte à moins de 7 % du tonnage réel',
        '3,2 millions de GHS de plus en contrats à terme sur une seule campagne',
        'Des coûts de transport en baisse de 18 % grâce à une meilleure planification des camions',
      ],
      challenge:
        'Les prévisions étaient recueillies par téléphone auprès des responsables de district et se trompaient souvent de 30 %. La coopérative vendait trop peu à terme les bonnes années et ne pouvait pas honorer ses engagements les mauvaises.',
      approach:
        'Nous avons croisé des indices de végétation satellitaires, des relevés pluviométriques, l’historique des livraisons de chaque exploitation et des enquêtes menées sur tablette par les agents de terrain, puis entraîné un modèle de rendement par district, validé sur cinq campagnes passées.',
      solution:
        'Un tableau de bord mensuel présente le tonnage attendu par district avec ses intervalles de confiance, et un outil de planification logistique traduit les prévisions en plannings hebdomadaires de camions pour chaque centre d’achat.',
      timeline: '6 mois',
      team: '1 scientifique des données, 1 analyste géospatial, 1 ingénieur de données',
    },
    'retail-demand-forecasting': {
      slug: 'prevision-de-la-demande-par-magasin-chaine-de-supermarches',
      title: 'Prévoir la demande magasin par magasin pour une chaîne de supermarchés',
      brief:
        'Une chaîne kényane de 46 supermarchés perdait des ventes à cause de rayons vides, pendant que les produits frais se gâtaient dans les réserves d’autres magasins.',
      results: [
        '31 % de gaspillage de produits frais en moins',
        'Des ruptures de stock en baisse de 42 % sur les 500 produits les plus vendus',
        '120 millions de KES de fonds de roulement libérés des surstocks',
      ],
      challenge:
        'Chaque gérant de magasin passait ses commandes de mémoire, à l’aide d’un tableur hebdomadaire. Les données de ventes restaient dans le système de caisse et n’étaient consolidées qu’en fin de mois.',
      approach:
        'Nous avons mis en place des pipelines nocturnes depuis le système de caisse, ajouté les calendriers des jours de paie, des périodes scolaires et des jours fériés, et entraîné des modèles de demande par produit et par magasin.',
      solution:
        'Chaque matin, des propositions de commande s’affichent sur l’écran de commande de chaque magasin ; les responsables de catégorie suivent la précision des prévisions et le gaspillage dans un tableau de bord partagé.',
      timeline: '4 mois',
      team: '2 ingénieurs de données, 1 scientifique des données, 1 analyste',
    },
    'ngo-beneficiary-data-platform': {
      slug: 'registre-unique-des-beneficiaires-ong-regionale',
      title: 'Un registre unique des bénéficiaires pour une ONG régionale',
      brief:
        'Une organisation rwandaise à but non lucratif, qui mène des programmes de nutrition et de santé maternelle dans 11 districts, avait besoin d’un registre unique et fiable des familles qu’elle accompagne, pour ses bailleurs comme pour ses équipes de terrain.',
      results: [
        '27 % des fiches de bénéficiaires identifiées comme doublons, puis fusionnées',
        'Des rapports aux bailleurs produits en 2 jours au lieu de 3 semaines',
        'Un score de qualité des données passé de 61 % à 94 %',
      ],
      challenge:
        'Chaque programme tenait ses propres tableurs et ses propres exports d’enquêtes mobiles. Une même mère pouvait apparaître quatre fois sous des orthographes différentes, et les rapports aux bailleurs exigeaient des semaines de rapprochement manuel.',
      approach:
        'Nous avons profilé chaque source, conçu des règles de rapprochement adaptées aux noms kinyarwanda et aux formats de la carte d’identité nationale, et défini avec les responsables de programme une fiche de référence. Des règles de validation sur le terrain arrêtent désormais les doublons dès la saisie.',
      solution:
        'Un registre central alimente les tableaux de bord des programmes et un rapport aux bailleurs généré en un clic. Les agents de terrain consultent l’historique complet d’une famille avant chaque visite.',
      timeline: '3 mois',
      team: '1 ingénieur de données, 1 analyste qualité des données',
      testimonial: {
        quote:
          'Nos bailleurs reçoivent désormais des chiffres que nous pouvons défendre, et nos agents de terrain passent leur temps avec les familles plutôt qu’avec des tableurs.',
        author: 'Aline Uwase',
        role: 'Directrice du suivi et de l’évaluation',
      },
    },
    'telco-churn-realtime': {
      slug: 'alertes-attrition-en-temps-reel-operateur-mobile',
      title: 'Des alertes d’attrition en temps réel pour un opérateur de téléphonie mobile',
      brief:
        'Un opérateur mobile sud-africain voulait repérer les abonnés prépayés sur le point de partir et leur faire une offre pertinente tant qu’ils étaient encore actifs sur le réseau.',
      results: [
        'Attrition mensuelle du prépayé ramenée de 4,6 % à 3,4 %',
        '58 millions de ZAR de chiffre d’affaires annuel préservés',
        'Des offres de fidélisation envoyées dans les 15 minutes qui suivent un signal de risque',
      ],
      challenge:
        'L’analyse de l’attrition était réalisée une fois par mois sur un échantillon d’enregistrements détaillés d’appels, longtemps après que les clients avaient emporté leur carte SIM chez un concurrent. Les offres étaient génériques et coûteuses.',
      approach:
        'Nous avons transmis en continu les événements d’usage, de recharge et de qualité du réseau vers un feature store, et entraîné un modèle d’attrition qui note les abonnés en permanence. Les équipes chargées des campagnes ont conçu avec nous les règles d’attribution des offres.',
      solution:
        'Les abonnés à risque reçoivent en quelques minutes une offre de forfait personnalisée par SMS ; un tableau de bord en direct suit le taux d’acceptation et le chiffre d’affaires préservé par région.',
      timeline: '8 mois',
      team: '3 ingénieurs de données, 2 scientifiques des données, 1 chef de produit',
    },
    'logistics-invoice-automation': {
      slug: 'automatisation-de-la-saisie-des-factures-entreprise-de-logistique',
      title: 'Automatiser la saisie des factures d’une entreprise de logistique',
      brief:
        'Un transitaire établi à Kampala et à Nairobi traitait à la main 9 000 factures fournisseurs par mois et, de ce fait, payait ses transporteurs en retard.',
      results: [
        '86 % des factures saisies sans aucune frappe manuelle',
        'Un délai de traitement des factures ramené de 5 jours à 1',
        'Des pénalités de retard de paiement réduites de 70 %',
      ],
      challenge:
        'Les factures arrivaient sous forme de PDF numérisés, de pièces jointes d’e-mails et de photos prises au téléphone, dans des mises en page très variées. Quatre employés les ressaisissaient dans l’ERP, et les erreurs provoquaient des litiges de paiement.',
      approach:
        'Nous avons entraîné des modèles de capture documentaire sur les mises en page de factures les plus courantes de l’entreprise, ajouté un contrôle par rapprochement avec les bons de commande et créé une file de vérification pour les champs lus avec une faible confiance.',
      solution:
        'Les factures sont lues automatiquement, rapprochées des commandes et comptabilisées dans l’ERP ; les employés ne vérifient plus que les exceptions et consacrent désormais leur temps aux questions des fournisseurs.',
      timeline: '10 semaines',
      team: '1 ingénieur en automatisation, 1 ingénieur de données',
    },
    'bank-analytics-academy': {
      slug: 'academie-analyse-de-donnees-banque-commerciale',
      title: 'Créer une académie de l’analyse de données pour une banque commerciale',
      brief:
        'Une banque commerciale ghanéenne voulait que ses propres collaborateurs, et non des consultants extérieurs, construisent et maintiennent les rapports et les modèles dont dépend son activité.',
      results: [
        '120 collaborateurs formés en 4 promotions',
        '35 tableaux de bord en production, désormais construits et gérés en interne',
        'Des dépenses externes de production de rapports réduites de 60 % en un an',
      ],
      challenge:
        'La production des rapports reposait sur deux spécialistes débordés et un prestataire externe. Les équipes des agences et des produits attendaient des semaines pour obtenir de simples analyses.',
      approach:
        'Nous avons évalué les compétences dans tous les départements, conçu trois parcours de formation (culture des données, Power BI et SQL, Python) et construit chaque exercice sur des données bancaires anonymisées.',
      solution:
        'Une académie permanente, avec une certification sur projet, des ateliers mensuels et une communauté de pratique ; ses diplômés traitent désormais les demandes de rapports en attente à la banque.',
      timeline: '9 mois',
      team: '3 formateurs, 1 responsable de programme',
    },
    'pharmacy-supply-data-lake': {
      slug: 'lac-de-donnees-approvisionnement-reseau-de-pharmacies',
      title: 'Un lac de données sur l’approvisionnement en médicaments pour un réseau de pharmacies',
      brief:
        'Un réseau de pharmacies présent en Tanzanie et au Kenya voulait une vue unique des stocks, des dates de péremption et de la performance des fournisseurs dans ses 130 officines et ses deux entrepôts.',
      results: [
        'Des pertes sur stocks périmés en baisse de 47 %',
        'Une visibilité sur les stocks des 130 officines, actualisée toutes les heures',
        'Des livraisons fournisseurs à l’heure passées de 72 % à 91 %',
      ],
      challenge:
        'Chaque officine utilisait son propre logiciel de caisse et les entrepôts un système distinct ; personne ne pouvait voir quels médicaments approchaient de leur date de péremption, ni où.',
      approach:
        'Nous avons conçu un lac de données dans le cloud avec des couches brutes et préparées, connecté les flux de ventes et de stocks de chaque officine, et harmonisé les codes produits entre fournisseurs.',
      solution:
        'Des tableaux de bord des stocks et des péremptions, actualisés toutes les heures, déclenchent des transferts entre officines avant que les médicaments n’expirent, et des fiches d’évaluation des fournisseurs orientent les achats.',
      timeline: '5 mois',
      team: '2 ingénieurs de données, 1 analyste',
    },
  },
  culture: {
    'curiosity-first': {
      slug: 'la-curiosite-avant-tout',
      title: 'La curiosité avant tout',
      description:
        'Nous demandons « pourquoi » avant de demander « comment », et nous suivons les données où qu’elles mènent, même lorsque la réponse dérange.',
      fullDescription: [
        'Chaque mission commence par des questions, pas par des outils. Avant d’écrire la moindre ligne de code, nous prenons le temps de rencontrer ceux qui utiliseront ce que nous construisons : le directeur d’agence, l’agent de terrain, l’infirmière.',
        'Nous organisons régulièrement des « safaris de données », où chacun dans l’équipe peut apporter un jeu de données déroutant pour l’explorer avec les autres. Certaines de nos meilleures idées pour nos clients sont nées d’une curiosité du vendredi après-midi.',
      ].join('\n\n'),
      values: ['Demander « pourquoi » cinq fois', 'Suivre les faits', 'Partager ses découvertes'],
    },
    'ubuntu-collaboration': {
      slug: 'ubuntu-dans-chaque-equipe',
      title: 'L’ubuntu dans chaque équipe',
      description:
        'Je suis parce que nous sommes : nous réussissons ensemble, avec nos clients et entre nous, jamais aux dépens de quelqu’un d’autre.',
      fullDescription: [
        'L’ubuntu façonne notre manière de travailler. Nos projets sont confiés à de petites équipes mixtes d’ingénieurs, d’analystes et de collaborateurs du client, et le mérite de la réussite est partagé.',
        'Sur chaque projet, nous associons collègues juniors et seniors, nous relisons ouvertement le travail les uns des autres et nous accueillons la question de chacun comme un cadeau plutôt que comme une interruption.',
      ].join('\n\n'),
      values: ['Une réussite partagée', 'Des relectures ouvertes', 'Du mentorat sur chaque projet'],
    },
    'growth-and-learning': {
      slug: 'progresser-et-apprendre',
      title: 'Progresser et apprendre',
      description:
        'Chaque membre de l’équipe dispose d’un budget de formation, d’un temps d’apprentissage protégé et d’un mentor, car notre métier change chaque année.',
      fullDescription: [
        'Les outils de données évoluent vite, tout comme les besoins de nos clients. Chaque collègue dispose d’un budget annuel de formation pour des cours, des certifications et des conférences, ainsi que de quatre heures d’apprentissage protégées toutes les deux semaines.',
        'Nous enseignons aussi : nos équipes animent des rencontres professionnelles à Nairobi, Lagos et Kigali, et encadrent des étudiants des universités locales dans le cadre de notre programme de stages.',
      ].join('\n\n'),
      values: [
        'Un temps d’apprentissage protégé',
        'Transmettre ce que l’on apprend',
        'Faire grandir les talents locaux',
      ],
    },
    'impact-that-matters': {
      slug: 'un-impact-qui-compte',
      title: 'Un impact qui compte',
      description:
        'Nous mesurons notre travail aux décisions qu’il améliore et aux vies qu’il touche, pas au nombre de tableaux de bord livrés.',
      fullDescription: [
        'Un modèle que personne n’utilise n’a aucune valeur. Dès le départ, nous convenons avec chaque client de résultats mesurables, comme moins de réhospitalisations, moins de gaspillage ou des décisions de crédit plus rapides, et nous en rendons compte en toute honnêteté.',
        'Chaque année, nous consacrons une partie de nos capacités à des missions pro bono auprès d’organisations à but non lucratif de la santé, de l’éducation et de l’agriculture, partout sur le continent.',
      ].join('\n\n'),
      values: [
        'Les résultats plutôt que les livrables',
        'Des comptes rendus honnêtes',
        'Un engagement pro bono',
      ],
    },
    'balance-and-wellbeing': {
      slug: 'equilibre-et-bien-etre',
      title: 'Équilibre et bien-être',
      description:
        'Horaires flexibles, télétravail bienvenu et vrais congés : des personnes reposées réfléchissent plus clairement et construisent de meilleures choses.',
      fullDescription: [
        'Nous travaillons avec souplesse autour d’horaires communs, nous facilitons le télétravail d’un fuseau horaire à l’autre et nous fermons le bureau entre Noël et le Nouvel An.',
        'Notre couverture santé comprend un soutien en santé mentale, et notre déjeuner d’équipe mensuel au bureau de Westlands est une tradition que personne ne manque.',
      ].join('\n\n'),
      values: [
        'Des horaires flexibles',
        'Un soutien en santé mentale',
        'Du temps pour recharger les batteries',
      ],
    },
  },
  insights: {
    'mobile-money-fraud-signals': {
      slug: 'cinq-signaux-de-fraude-au-mobile-money',
      title: 'Cinq signaux de fraude au mobile money visibles dans vos propres données',
      summary:
        'La plupart des fraudes laissent des traces dans les données de transactions des semaines avant d’être signalées. Voici les cinq schémas que nous vérifions en premier, et comment en faire une revue quotidienne qui réduit les pertes.',
      body: [
        'La fraude arrive rarement sans prévenir. Dans les données de mobile money et de SACCO (coopératives d’épargne et de crédit) que nous analysons pour nos clients d’Afrique de l’Est et de l’Ouest, les mêmes quelques signaux reviennent sans cesse, souvent des semaines avant que quiconque ne signale une perte. Aucun ne nécessite un modèle d’apprentissage automatique pour être détecté. Il faut des données de transactions propres, une idée claire de ce qui est normal pour chaque client, et quelqu’un qui regarde tous les jours.',
        'Voici la courte liste par laquelle nous commençons chaque mission de lutte contre la fraude, dans l’ordre où nous vérifions habituellement ces signaux.',
        '## 1. Des horaires qui ne ressemblent pas au client',
        'Chaque compte a son rythme. Un commerçant du marché de Gikomba fait circuler son argent tôt le matin et en fin d’après-midi ; un enseignant salarié reçoit un gros versement en fin de mois et le dépense en deux semaines. La fraude a tendance à briser ce rythme : des transferts à 2 h du matin depuis un compte qui n’a jamais été actif après 21 h, ou une rafale de dix petits retraits en vingt minutes.',
        'Le contrôle est simple. Pour chaque compte, établissez le profil des heures et des jours où il effectue habituellement des transactions sur les 90 jours précédents, puis signalez les transactions qui en sortent. Une rafale de petits montants compte autant qu’un seul gros montant, car les fraudeurs testent souvent un compte avec quelques centaines de shillings avant de le vider.',
        'Une mise en garde : des profils construits sur un historique trop court induisent en erreur. Les comptes de moins d’un mois appellent une autre règle, ce qui nous amène au signal suivant.',
        '## 2. De nouveaux appareils sur d’anciens comptes',
        'Un changement de carte SIM ou de téléphone est un événement normal : des gens perdent leur téléphone tous les jours. Ce qui mérite l’attention, c’est la combinaison : un compte ancien, un appareil ou une carte SIM qu’il n’a jamais utilisés et, le même jour, une réinitialisation du code PIN, une modification des informations enregistrées ou un gros transfert vers un nouveau destinataire.',
        'La plupart des prestataires de paiement enregistrent déjà les identifiants des appareils et les changements de carte SIM, mais dans des systèmes distincts du registre des transactions. Tout le travail consiste à les relier. Une fois ces données réunies dans une même table, une règle aussi simple que « première transaction depuis un nouvel appareil dans les 24 heures qui suivent un changement de SIM, au-dessus du 95e centile des montants du compte » repère une part étonnante des prises de contrôle de comptes.',
        '## 3. Les agents qui concentrent le risque',
        'Dans les réseaux d’agents, le risque est rarement réparti de façon égale. Dans un réseau que nous avons étudié, 4 % des agents traitaient plus de la moitié des retraits qui se sont révélés frauduleux par la suite. Certains étaient complices ; la plupart se trouvaient simplement au mauvais endroit, près des gares routières ou dans des quartiers où se revendent des téléphones volés.',
        'Avant de construire le moindre modèle, classez les agents selon la part de leurs retraits qui proviennent de comptes repérés par les deux premiers signaux, et selon la fréquence à laquelle des clients retirent chez eux de l’argent juste après en avoir reçu d’un inconnu. Rendez visite aux premiers de la liste. Une conversation avec un agent en apprend souvent davantage qu’un mois de données supplémentaire.',
        '## 4. Allers-retours et chaînes rapides',
        'De l’argent qui quitte un compte et y revient en moins d’une heure par une chaîne de deux ou trois autres comptes : c’est un schéma classique d’empilement. L’éclatement en est un autre : un compte reçoit une grosse somme et la répartit entre dix nouveaux destinataires, qui la retirent chacun chez un agent différent.',
        'Ces schémas se voient le mieux sous forme de graphe, avec les comptes pour nœuds et les transferts pour arêtes. Nul besoin d’une base de données orientée graphe pour commencer : une auto-jointure sur la table des transferts, limitée à une fenêtre d’une heure et à trois sauts, retrouve la plupart des allers-retours sur un ordinateur portable pour une SACCO de taille moyenne. À l’échelle d’un pays, la même logique tourne chaque nuit sous Spark.',
        '## 5. Le silence, puis une activité soudaine',
        'Les comptes dormants attirent les fraudeurs parce que personne ne les surveille. Un compte sans activité depuis six mois qui reçoit soudain un gros virement entrant, et en renvoie l’essentiel le jour même, mérite une règle à lui seul. Tout comme un groupe de comptes dormants qui se réveillent la même semaine, surtout s’ils ont été ouverts dans la même agence ou par le même agent.',
        '## Des signaux à un processus qui fonctionne',
        'À eux seuls, les signaux produisent des alertes, et les alertes à elles seules produisent de la lassitude. Trois éléments les transforment en pertes évitées :',
        '- **Une file de revue quotidienne, avec un responsable désigné.** Commencez par les vingt alertes les mieux notées de la journée, pas par deux mille. Consignez ce que l’analyste a décidé et pourquoi.\n- **Un retour d’expérience dans les règles.** Chaque cas confirmé, et chaque fausse alerte, vous indique comment ajuster un seuil. Après trois mois de décisions consignées, vous disposez de données étiquetées, ce dont un modèle d’apprentissage automatique a réellement besoin.\n- **Des indicateurs qui comptent pour l’entreprise.** Rendez compte des pertes évitées, du délai entre le premier signal et l’action, et de la part des alertes qui étaient fondées. C’est un taux de fausses alertes en baisse qui maintient l’engagement des analystes.',
        'Lorsque les règles sont stables et les étiquettes fiables, un modèle trouve sa place : des arbres de décision à gradient boosting entraînés sur les mêmes variables classent généralement mieux les alertes que des seuils réglés à la main, et les règles restent une explication à laquelle les analystes se fient. Commencer par le modèle, c’est sauter l’étape où vous apprenez à quoi ressemble la fraude dans vos propres données.',
        '## Par où commencer cette semaine',
        'Rassemblez en un seul endroit 90 jours de transactions, d’événements liés aux appareils et aux changements de SIM, et de retraits chez les agents. Calculez les cinq signaux pour chaque compte. Examinez à la main les cinquante premiers avec un membre de votre équipe des opérations. Vous découvrirez au moins un schéma que vous ignoriez, et vous poserez les bases d’un programme de lutte contre la fraude ancré dans vos propres clients plutôt que dans le modèle de quelqu’un d’autre.',
      ].join('\n\n'),
      tags: ['fraude', 'mobile-money', 'apprentissage-automatique'],
    },
    'dashboards-people-use': {
      slug: 'des-tableaux-de-bord-vraiment-utilises',
      title: 'Des tableaux de bord vraiment utilisés',
      summary:
        'Un tableau de bord mérite sa place quand quelqu’un l’ouvre le lundi matin et agit en conséquence. Comment nous concevons moins de tableaux de bord, utilisés par davantage de personnes, avec une liste de contrôle pour le prochain.',
      body: [
        'La plupart des organisations avec lesquelles nous travaillons ne manquent pas de tableaux de bord. Une banque de Lagos comptait 140 rapports Power BI à notre arrivée ; le département de la santé d’un comté kényan disposait d’un lecteur partagé rempli de classeurs Excel, chacun avec sa propre version du « nombre total de patients ». Le problème n’est pas de construire des tableaux de bord. C’est d’en construire que quelqu’un ouvre le lundi matin et qui le font agir.',
        'Au fil des dernières années, nous avons adopté une méthode de travail qui produit moins de tableaux de bord, utilisés par davantage de personnes. Voici comment elle fonctionne.',
        '## Partir de la décision, pas des données',
        'Avant que quiconque n’ouvre Power BI ou Superset, nous posons trois questions à la personne qui utilisera le tableau de bord :',
        '1. Quelle décision prenez-vous chaque semaine, ou chaque jour, que cet outil devrait éclairer ?\n2. Que feriez-vous différemment si un chiffre montait, ou baissait ?\n3. Qui d’autre doit voir la même chose pour pouvoir agir ?',
        'Si personne ne sait répondre à la deuxième question, le tableau de bord est en réalité un rapport, et un PDF mensuel fera peut-être mieux l’affaire. Si la réponse est « j’appellerais le directeur d’agence », le tableau de bord doit indiquer de quelle agence il s’agit, et le nom de son directeur.',
        'Cette conversation prend une heure et fait gagner des semaines. Elle fait aussi émerger les définitions qui, sinon, provoqueraient des désaccords plus tard : un « client actif » est-il un client qui a effectué une transaction au cours des 30 derniers jours, ou des 90 derniers ? Écrivez-le, et affichez-le sur le tableau de bord.',
        '## Une page, une question',
        'Chaque page d’un tableau de bord doit répondre à une seule question, que l’on peut écrire sous forme de phrase en haut de la page : « Quelles régions sont en retard sur leurs recouvrements ce mois-ci ? » Si une page appelle une deuxième question, elle a droit à une deuxième page.',
        'Cette règle a deux effets. Elle oblige le concepteur à choisir le graphique qui répond à la question, plutôt que tous ceux que les données permettent. Et elle offre au lecteur une porte d’entrée : il lit la phrase, regarde le graphique, puis décide s’il veut creuser.',
        '## Un chiffre a besoin d’un point de comparaison',
        'Un chiffre isolé n’est qu’une anecdote. Des recouvrements de 42 millions de KES ne signifient rien tant que le lecteur ne sait pas s’ils sont au-dessus ou en dessous de l’objectif, du mois dernier ou du même mois l’an passé. Chaque chiffre clé que nous affichons est accompagné d’une comparaison, choisie avec l’utilisateur : par rapport à l’objectif pour les équipes commerciales, à l’année précédente pour les activités saisonnières, à la moyenne du comté pour les programmes de santé.',
        'La couleur sert la comparaison, pas la décoration. Nous utilisons une seule couleur d’accent pour « à surveiller » et gardons tout le reste neutre. Un tableau de bord où tout est rouge ou vert apprend aux gens à ignorer la couleur.',
        '## Concevoir pour l’écran que les gens utilisent vraiment',
        'Dans beaucoup des organisations avec lesquelles nous travaillons, le lecteur le plus important est un responsable régional qui consulte un téléphone Android de milieu de gamme, sur une connexion mobile, entre deux visites de terrain. Un tableau de bord conçu sur un écran de 27 pouces n’y survit pas.',
        'Nous concevons donc d’abord la vue téléphone : les trois chiffres qui comptent, chacun avec sa comparaison, et la liste des exceptions qui appellent une action. La vue ordinateur ajoute le détail pour les analystes. Nous vérifions aussi les temps de chargement sur une connexion bridée : une page qui met 20 secondes à se charger en 3G ne sera pas ouverte deux fois.',
        '## Gagner la confiance avant d’ajouter des fonctions',
        'Les gens cessent d’utiliser un tableau de bord la première fois qu’il affiche un chiffre qu’ils savent faux. La confiance se construit avec quelques habitudes :',
        '- **Indiquez la date de la dernière actualisation des données** sur chaque page, et alertez le responsable quand une actualisation échoue plutôt que d’afficher en silence des chiffres périmés.\n- **Rapprochez les chiffres de la source de référence.** Les premières semaines, comparez chaque jour les totaux du tableau de bord avec ceux du système financier ou du grand livre, et publiez la comparaison.\n- **Désignez un responsable pour chaque indicateur**, quelqu’un qui sait expliquer comment il est calculé et le corriger quand il ne fonctionne plus.',
        '## Mesurer s’il est utilisé',
        'Chaque outil de BI enregistre qui ouvre quoi. Nous examinons l’utilisation avec le commanditaire quatre et huit semaines après le lancement. Les pages que personne n’ouvre sont supprimées. Les pages ouvertes par des personnes inattendues nous révèlent un besoin que nous avions manqué. Dans un projet pour la grande distribution, la page la plus consultée s’est révélée être une liste des ruptures de stock que les gérants de magasin imprimaient chaque matin ; nous l’avons rendue imprimable et envoyée par e-mail à 6 h, et l’utilisation du tableau de bord a augmenté, au lieu de baisser.',
        '## Une liste de contrôle pour votre prochain tableau de bord',
        '- Pouvez-vous nommer la personne qui l’utilisera, et la décision qu’il éclaire ?\n- Chaque page répond-elle à une seule question, écrite en haut ?\n- Chaque chiffre clé est-il accompagné d’une comparaison ?\n- Fonctionne-t-il sur le téléphone de vos utilisateurs, avec la connexion dont ils disposent ?\n- Indique-t-il quand les données ont été actualisées, et qui est responsable de chaque indicateur ?\n- Vérifierez-vous dans huit semaines si quelqu’un l’ouvre ?',
        'Si vous répondez oui aux six questions, vous construisez un tableau de bord que les gens utiliseront. Sinon, la solution passe généralement par une conversation, pas par un graphique de plus.',
      ].join('\n\n'),
      tags: ['tableaux-de-bord', 'visualisation-de-donnees'],
    },
    'clean-data-before-ai': {
      slug: 'des-donnees-propres-avant-l-ia',
      title: 'Des données propres avant l’IA',
      summary:
        'Les modèles apprennent les erreurs de vos données aussi fidèlement que leurs faits. Pourquoi quelques semaines de nettoyage et de documentation sont le meilleur investissement avant tout projet d’apprentissage automatique, et comment nous les menons.',
      body: [
        'Toutes les quelques semaines, un client nous demande d’« ajouter de l’IA » à ses données. Parfois il s’agit d’un modèle d’attrition, parfois d’une prévision, de plus en plus souvent d’un assistant qui répond aux questions à partir de ses dossiers. Notre première étape est presque toujours la même, et rarement celle à laquelle il s’attendait : quelques semaines de nettoyage et de documentation des données avant d’entraîner le moindre modèle.',
        'Ce n’est pas de la prudence par principe. Les modèles apprennent ce que disent les données, erreurs comprises. Si votre table clients contient trois fois la même personne sous trois orthographes de son nom, un modèle d’attrition en comptera deux comme des clients perdus. Si les dates manquantes ont été remplies avec le 1er janvier 1900, une prévision apprendra qu’il s’est passé quelque chose d’étrange cette année-là.',
        '## Ce que nous trouvons en général',
        'Dans les ONG, les banques, la grande distribution comme les programmes de santé, les mêmes problèmes reviennent :',
        '- **Les doublons.** Le même client, le même planteur ou le même patient enregistré plusieurs fois, souvent parce que les agents de terrain ne pouvaient pas consulter les fiches existantes hors ligne. Dans un registre de bénéficiaires au Rwanda, 27 % des fiches étaient des doublons une fois le rapprochement fait sur le numéro de téléphone, le numéro d’identité nationale et les variantes orthographiques des noms.\n- **Les valeurs de remplissage.** Des dates au 1900-01-01, des numéros de téléphone 0700000000, des âges de 999 ans. Faciles à repérer dès qu’on les cherche, elles sont invisibles dans une moyenne.\n- **Le texte libre qui veut dire cinq choses.** Un champ de statut contenant « Active », « active » (suivi d’une espace), « ACTV », « A » et « ongoing », qui signifient tous la même chose, et « closed » qui veut dire soit remboursé, soit passé en pertes, selon l’agence.\n- **Les changements silencieux.** Un champ dont le sens a changé lors de la mise à niveau d’un système, si bien que les chiffres d’avant et d’après un certain mois ne sont pas comparables.\n- **Les liens manquants.** Des transactions impossibles à rattacher à un client parce que la clé a été saisie à la main.',
        'Aucun de ces problèmes n’est exotique. Ensemble, ils décident si l’on peut se fier à un modèle.',
        '## Comment nous menons un sprint de nettoyage',
        'Nous menons généralement le nettoyage sous la forme d’un sprint à durée fixe de trois à six semaines, avec les responsables des données du client autour de la table.',
        '### 1. Tout profiler',
        'Avant de modifier quoi que ce soit, nous profilons chaque table : nombre de lignes, valeurs distinctes, valeurs manquantes, plages et valeurs les plus fréquentes de chaque champ. Profiler quelques millions de lignes prend quelques minutes avec un outil comme Great Expectations ou en simple SQL, et le résultat devient l’ordre du jour du reste du sprint.',
        '### 2. Écrire ce que signifie chaque champ',
        'Pour chaque champ important, nous rédigeons une définition d’une ligne, ses valeurs autorisées et son responsable, dans un dictionnaire de données que le client conserve. C’est la partie la moins prestigieuse du travail, et la plus précieuse. C’est aussi là que se règlent la plupart des désaccords : la finance et les opérations découvrent souvent qu’elles comptaient des choses différentes sous le même nom.',
        '### 3. Corriger à la source, puis dans le pipeline',
        'Dans la mesure du possible, nous corrigeons les problèmes là où ils naissent : une liste déroulante à la place d’un texte libre dans l’application d’enregistrement, une recherche avant la création d’une nouvelle fiche, un champ obligatoire qui était facultatif. Ce qui ne peut pas être corrigé à la source l’est dans le pipeline, chaque règle étant écrite sous forme de code, testée et journalisée, pour que chacun puisse voir quelles fiches ont été modifiées et pourquoi.',
        '### 4. Maintenir les contrôles en place',
        'Le nettoyage n’est pas une opération ponctuelle. Chaque règle que nous écrivons devient un contrôle exécuté à chaque chargement : aucun identifiant en double, aucune date antérieure au lancement du programme, aucun montant au-delà d’une limite plausible. Quand un contrôle échoue, le responsable des données en est informé avant le tableau de bord ou le modèle.',
        '## Un investissement qui se rembourse',
        'Les clients craignent parfois qu’un mois consacré au nettoyage soit un mois sans résultats. En pratique, il raccourcit l’ensemble du projet. Un modèle entraîné sur des données propres et documentées demande moins d’allers-retours du type « pourquoi a-t-il prédit cela ? », et ses résultats résistent à la première réunion avec ceux qui connaissent le métier.',
        'Les chiffres suffisent souvent à convaincre. Après le nettoyage, un client de microfinance a découvert que son portefeuille à risque déclaré était surestimé de près de deux points de pourcentage, parce que des prêts passés en pertes avaient été enregistrés comme actifs dans le système d’une agence. Le nettoyage s’était remboursé avant même l’entraînement du modèle de crédit.',
        '## Les questions à se poser avant votre projet d’IA',
        '- Savez-vous combien de doublons contiennent vos principales tables ?\n- Existe-t-il une définition écrite, avec un responsable, pour chaque champ que le modèle utilisera ?\n- Pourriez-vous expliquer à un auditeur chaque modification apportée aux données entre la source et le modèle ?\n- Des contrôles s’exécutent-ils automatiquement à l’arrivée de nouvelles données ?',
        'Si la réponse à l’une de ces questions est non, commencez par là. Le modèle s’en portera mieux, tout comme chaque rapport qui lit les mêmes données.',
      ].join('\n\n'),
      tags: ['qualite-des-donnees', 'apprentissage-automatique'],
    },
  },
  people: {
    'achieng-otieno': {
      slug: 'achieng-otieno',
      role: 'Directrice générale et cofondatrice',
      bio: 'Achieng a conçu pendant dix ans des modèles de crédit pour des banques kényanes avant de cofonder Mwangaza en 2015. Elle dirige la stratégie clients et relit encore chaque proposition avant son envoi.',
    },
    'kiprono-langat': {
      slug: 'kiprono-langat',
      role: 'Cofondateur et directeur de l’ingénierie des données',
      bio: 'Kiprono conçoit les pipelines et les lakehouses sur lesquels reposent nos projets, des flux de relevés M-Pesa aux dossiers hospitaliers. Il tient aux aspects les moins spectaculaires du métier : la supervision, la documentation et la passation.',
    },
    'wanjiku-kariuki': {
      slug: 'wanjiku-kariuki',
      role: 'Scientifique des données principale',
      bio: 'Wanjiku conçoit des modèles de fraude, d’attrition et de crédit pour des prestataires de paiement, des SACCO (coopératives d’épargne et de crédit) et des opérateurs télécoms. Titulaire d’un master en statistique de l’Université de Nairobi, elle enseigne la validation des modèles dans notre Académie.',
    },
    'chinedu-okafor': {
      slug: 'chinedu-okafor',
      role: 'Directeur de l’analyse de données, Lagos',
      bio: 'Chinedu dirige notre équipe de Lagos ainsi que les tableaux de bord et les rapports que les dirigeants lisent vraiment. Avant Mwangaza, il a piloté le pôle analyse d’une fintech nigériane au fil de trois lancements de produits.',
    },
    'aline-uwase': {
      slug: 'aline-uwase',
      role: 'Responsable qualité des données, Kigali',
      bio: 'Depuis notre bureau de Kigali, Aline mène les missions de nettoyage et de validation des données pour des ONG, des programmes de santé et des entreprises agroalimentaires. Sa règle : chaque champ a un responsable et une définition écrite.',
    },
    'fatuma-hassan': {
      slug: 'fatuma-hassan',
      role: 'Responsable de la relation client',
      bio: 'Fatuma est la première personne à qui parlent la plupart de nos clients. Elle cadre les projets avec les équipes des opérations et des finances, et veille à ce que nos réalisations répondent à la question qui les a amenées jusqu’à nous.',
    },
    'baraka-mutua': {
      slug: 'baraka-mutua',
      role: 'Responsable de l’Académie d’analyse de données',
      bio: 'Baraka dirige l’Académie Mwangaza Analytics, qui a formé plus de 500 collaborateurs de nos clients à SQL, Power BI et Python. Avant de se tourner vers les données, il enseignait les mathématiques dans un lycée de Machakos.',
    },
    'kwame-asante': {
      slug: 'kwame-asante',
      role: 'Ingénieur en apprentissage automatique',
      bio: 'Kwame fait passer les modèles du notebook à la production : services de prévision, API de notation et supervision qui nous alerte lorsqu’un modèle dérive. Il travaille depuis Accra avec nos clients d’Afrique de l’Ouest.',
    },
  },
  pictures: {
    '/images/services/big-data-analytics': {
      alt: 'Quatre groupes de points de données dorés reliés par de fines lignes, sur une grille de graphique sombre',
    },
    '/images/services/data-visualization': {
      alt: 'Un tableau de bord avec un graphique en aires doré, un graphique en anneau et une rangée de graphiques en barres sur des panneaux sombres',
    },
    '/images/services/data-pipelines': {
      alt: 'Quatre sources reliées par des lignes dorées en pointillés à un nœud lumineux unique qui alimente deux sorties',
    },
    '/images/services/data-lakes': {
      alt: 'Des flux en pointillés qui se déversent dans des strates dorées superposées, comme un lac de données',
    },
    '/images/services/automated-data-entry': {
      alt: 'Un formulaire dont les champs dorés se remplissent ligne après ligne, avec un curseur sur la dernière',
    },
    '/images/services/cleansing-validation': {
      alt: 'Des points épars à gauche qui deviennent une grille ordonnée de points dorés après une barre lumineuse',
    },
    '/images/services/training': {
      alt: 'Six barres dorées qui montent marche après marche le long d’une ligne de progression en pointillés',
    },
    '/images/desk': {
      alt: 'Un ordinateur portable affichant des graphiques dorés, à côté d’une tasse de café et d’un bloc-notes',
    },
    '/images/culture/curiosity-first': {
      alt: 'Des lignes dorées qui jaillissent dans toutes les directions à partir d’un point lumineux',
    },
    '/images/culture/ubuntu-collaboration': {
      alt: 'Un réseau de points dorés et bleus, chacun relié à ses voisins',
    },
    '/images/culture/growth-and-learning': {
      alt: 'Des groupes de points dorés et bleus reliés par une ligne qui monte de l’un à l’autre',
    },
    '/images/culture/impact-that-matters': {
      alt: 'Une carte de l’Afrique en pointillés, avec des points bleu canard reliés à l’Afrique de l’Est par des arcs dorés',
    },
    '/images/case-studies/county-hospital-readmissions': {
      alt: 'Une ligne dorée qui relie des points sur une grille bleu canard, comme un itinéraire entre des services hospitaliers',
    },
    '/images/case-studies/microfinance-credit-scoring': {
      alt: 'Une bande de points bleus le long d’une droite de tendance en pointillés, avec quelques valeurs aberrantes signalées en rouge et en doré',
    },
    '/images/case-studies/pharmacy-supply-data-lake': {
      alt: 'Des courbes de niveau dorées et vertes autour de deux sommets, comme une carte des niveaux de stock',
    },
    '/images/case-studies/retail-demand-forecasting': {
      alt: 'Une courbe des ventes dorée au-dessus de barres estompées, prolongée en pointillés par une prévision et sa marge ombrée',
    },
    '/images/case-studies/ngo-beneficiary-data-platform': {
      alt: 'Une carte de l’Afrique en pointillés, avec des arcs dorés entre des points d’Afrique de l’Est et d’Afrique centrale',
    },
    '/images/case-studies/telco-churn-realtime': {
      alt: 'Un anneau de rayons dorés et bleus autour d’une jauge, comme un signal en direct',
    },
    '/images/case-studies/logistics-invoice-automation': {
      alt: 'Une ligne dorée en zigzag entre des points de livraison sur une grille sombre',
    },
    '/images/case-studies/bank-analytics-academy': {
      alt: 'Une carte de chaleur faite de carrés verts et dorés, qui se remplit de gauche à droite',
    },
    '/images/case-studies/cocoa-yield-forecasting': {
      alt: 'Deux réseaux de points et de lignes dorés, l’un lâche, l’autre dense',
    },
    '/images/people/achieng-otieno': {
      alt: 'Portrait illustré d’Achieng Otieno : cheveux naturels courts, boucles d’oreilles dorées, blazer bleu marine',
    },
    '/images/people/kiprono-langat': {
      alt: 'Portrait illustré de Kiprono Langat : cheveux coupés ras et barbe courte, chemise bleu canard',
    },
    '/images/people/wanjiku-kariuki': {
      alt: 'Portrait illustré de Wanjiku Kariuki : tresses relevées en chignon haut, lunettes rondes, haut doré',
    },
    '/images/people/chinedu-okafor': {
      alt: 'Portrait illustré de Chinedu Okafor : cheveux courts, lunettes rectangulaires, veste bleu marine',
    },
    '/images/people/aline-uwase': {
      alt: 'Portrait illustré d’Aline Uwase : foulard de tête doré à motifs et haut bleu canard',
    },
    '/images/people/fatuma-hassan': {
      alt: 'Portrait illustré de Fatuma Hassan : foulard bleu profond et broche dorée',
    },
    '/images/people/baraka-mutua': {
      alt: 'Portrait illustré de Baraka Mutua : coupe afro arrondie et pull doré',
    },
    '/images/people/kwame-asante': {
      alt: 'Portrait illustré de Kwame Asante : crâne rasé, barbe fournie, chemise bleu canard foncé',
    },
  },
  settings: {
    businessHours: [{ days: 'Du lundi au vendredi' }, { days: 'Samedi' }, { days: 'Dimanche' }],
    hero: {
      eyebrow: 'Cabinet de conseil en analyse de données · Nairobi, Kenya',
      title: 'Mettez vos données',
      highlight: 'en lumière',
      lead: 'Nous aidons les entreprises d’Afrique et d’ailleurs à transformer des données éparses en tableaux de bord clairs, en pipelines fiables et en modèles prédictifs, pour que chaque décision parte des faits.',
      primaryAction: 'Lancez votre projet',
      secondaryAction: 'Découvrez nos services',
    },
    counters: [
      { label: 'Pays accompagnés' },
      { label: 'Projets livrés' },
      { label: 'Satisfaction client' },
      { label: 'Données traitées' },
    ],
    principles: [
      {
        title: 'Guetteurs de tendances',
        line: 'Nous lisons tôt les signaux de vos données, pour que vous réagissiez à un changement avant que vos concurrents ne le voient.',
      },
      {
        title: 'Simplificateurs',
        line: 'Nous transformons des données complexes en récits clairs que chacun dans votre équipe peut comprendre et mettre à profit.',
      },
      {
        title: 'Orfèvres de la précision',
        line: 'Nous vérifions chaque chiffre avant qu’il n’arrive sur un tableau de bord, car une décision ne vaut que ce que valent ses données.',
      },
    ],
    tools: [
      {
        insight:
          'Le ciment de notre travail, de la préparation rapide des données aux modèles d’apprentissage automatique en production.',
      },
      { insight: 'Toujours le moyen le plus rapide de poser une question bien structurée à vos données.' },
      {
        insight:
          'Des tableaux de bord en libre-service qui s’intègrent directement aux environnements Microsoft 365.',
      },
      { insight: 'L’analyse visuelle exploratoire, quand la question n’est pas encore claire.' },
      {
        insight:
          'Le traitement distribué pour les milliards de lignes qu’une seule machine ne peut plus absorber.',
      },
      {
        insight:
          'Des pipelines planifiés et supervisés, qui relancent d’eux-mêmes une tâche quand une source fait défaut.',
      },
      {
        insight:
          'Des transformations SQL versionnées et testées, auxquelles toute votre équipe peut se fier.',
      },
      { insight: 'Un entrepôt cloud élastique qui s’adapte à la demande et facture à la seconde.' },
      {
        insight:
          'L’apprentissage profond pour les images, les textes et les prévisions, quand des modèles plus simples ne suffisent pas.',
      },
      {
        insight:
          'Une couche sémantique unique et gouvernée, pour que chaque équipe calcule le chiffre d’affaires de la même manière.',
      },
    ],
    footerServices: [
      { label: 'Analyse de données massives' },
      { label: 'Visualisation de données' },
      { label: 'Pipelines de données' },
      { label: 'Lacs de données' },
      { label: 'Saisie automatisée des données' },
      { label: 'Nettoyage et validation' },
      { label: 'Formation' },
    ],
  },
} as const;
