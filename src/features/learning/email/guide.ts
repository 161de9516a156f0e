/*
 * The reference sheet of work e-mail conventions (/dashboard/email-guide): for each language, its
 * sections in order, each with examples written in that language. The explanations are messages
 * (learning.emailGuide.<language>.<section>), in the reader's interface language.
 */

export type GuideSection = { id: string; examples: string[] };

export const EMAIL_GUIDE: Record<"fr" | "en", GuideSection[]> = {
  fr: [
    { id: "subject", examples: ["Réunion d'équipe de mardi : nouvelle heure", "Demande de congé du 12 au 16 août"] },
    {
      id: "greeting",
      examples: ["Bonjour Madame Roy,", "Madame,", "Bonjour Marc,", "Bonjour à toute l'équipe,"],
    },
    { id: "closing", examples: ["Cordialement,", "Bonne journée,", "Merci et bonne fin de semaine,"] },
    {
      id: "signature",
      examples: ["Annie Roy\nTechnicienne aux comptes fournisseurs\nServices Boréal inc.\n514 555-0142"],
    },
    {
      id: "attachment",
      examples: ["Vous trouverez ci-joint le compte rendu de la réunion.", "Le rapport est en pièce jointe."],
    },
    {
      id: "inclusive",
      examples: ["les employées et employés", "l'équipe, le personnel", "les personnes participantes"],
    },
    {
      id: "vocabulary",
      examples: ["un courriel", "la fin de semaine", "un cellulaire", "le dîner (à midi)"],
    },
  ],
  en: [
    { id: "subject", examples: ["Tuesday's team meeting: new time", "Leave request, August 12 to 16"] },
    { id: "greeting", examples: ["Dear Ms. Roy,", "Hello Mr. Singh,", "Hi Marc,", "Hi everyone,"] },
    { id: "closing", examples: ["Best regards,", "Thanks,", "Sincerely,"] },
    { id: "signature", examples: ["Annie Roy\nAccounts Payable Technician\nBoreal Services Inc.\n514-555-0142"] },
    { id: "attachment", examples: ["Please find the meeting minutes attached.", "I've attached the report."] },
    {
      id: "traps",
      examples: [
        "Best regards, (not “Cordially,”)",
        "I've attached… (not “I join…”)",
        "Dear Ms. Roy, (not “Dear Madam Roy,”)",
      ],
    },
  ],
};
