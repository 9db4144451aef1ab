extension Catalogue {
    /// What `kept review --optimize` says: FSRS fitted to the store's reviews.
    static let optimizer: Table = [
        "option.review.optimize": [
            .english: "Fit FSRS's 21 weights to this store's reviews (every machine's) and keep them in .kept/config.yaml.",
            .korean: "이 보관함의 복습 기록(모든 컴퓨터의 것)에 맞게 FSRS 가중치 21개를 조정해 .kept/config.yaml에 적습니다.",
        ],
        "option.review.categoryOption": [
            .english: "With --optimize: fit the weights to this category's cards only; its cards then schedule with them.",
            .korean: "--optimize와 함께: 이 분류의 카드 기록으로만 가중치를 맞추고, 그 가중치는 이 분류의 카드에만 씁니다.",
        ],
        "optimize.tooFew": [
            .english: "Not enough reviews to fit FSRS to you: {have} reviews follow an earlier review of the same card on a later day, and fitting needs {need}. Review {more} more and try again; until then cards schedule with the current weights.",
            .korean: "가중치를 맞추기에는 복습이 부족합니다: 같은 카드를 다른 날 다시 복습한 기록이 {have}개인데 {need}개가 필요합니다. 복습을 {more}번 더 한 뒤 다시 해 보세요. 그때까지는 지금 가중치로 일정을 잡습니다.",
        ],
        "optimize.header": [
            .english: "FSRS fitted to {predictions} reviews of {cards} cards:",
            .korean: "카드 {cards}장의 복습 {predictions}개에 FSRS를 맞췄습니다:",
        ],
        "optimize.row": [
            .english: "  {label}  log loss {loss}  RMSE(bins) {rmse}",
            .korean: "  {label}  로그 손실 {loss}  RMSE(bins) {rmse}",
        ],
        "optimize.before": [.english: "before", .korean: "이전"],
        "optimize.after": [.english: "after ", .korean: "이후"],
        "optimize.saved": [
            .english: "Weights kept in .kept/config.yaml as {key}; reviews and due dates use them from now on.",
            .korean: "가중치를 .kept/config.yaml의 {key}에 적었습니다. 이제부터 이 가중치로 복습 일정을 정합니다.",
        ],
        "optimize.noBetter": [
            .english: "The weights in use already predict these reviews as well or better; nothing was changed.",
            .korean: "지금 쓰는 가중치가 이 복습 기록을 이미 같거나 더 잘 예측하므로 아무것도 바꾸지 않았습니다.",
        ],
        "error.fsrsWeights.invalid": [
            .english: "`{key}` must be 21 numbers separated by commas, each within FSRS's bounds (as `kept review --optimize` writes them); cards schedule with the default weights until it is fixed or removed",
            .korean: "`{key}`{|은} 쉼표로 구분한 수 21개여야 하고, 각 수는 FSRS가 허용하는 범위 안에 있어야 합니다(`kept review --optimize`가 적는 형식). 고치거나 지울 때까지는 기본 가중치로 카드 일정을 정합니다",
        ],
        "error.review.optimizeNeedsFlag": [
            .english: "--category goes with --optimize; to review one category, name it: kept review NAME",
            .korean: "--category는 --optimize와 함께 씁니다. 한 분류만 복습하려면 이름을 쓰세요: kept review 이름",
        ],
    ]
}
