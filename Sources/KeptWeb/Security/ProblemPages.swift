import Hummingbird
import Kept

/// A refusal or failure as a page in the user's language, with its status: a route throws an
/// `HTTPError` with the catalogue's sentence, a domain error carries its own message.
struct ProblemPages: RouterMiddleware {
    typealias Context = WebContext
    let pages: Pages

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            if error.status == .notFound && error.body == nil {
                return try pages.render(.problem, ["problem": context.say(.webNoSuchPage)], context: context, status: .notFound)
            }
            return try pages.render(.problem, ["problem": error.body ?? ""], context: context, status: error.status)
        } catch let error as UserMessageError {
            // A device limited to some kinds gets no detail: a refusal can name a path (a link
            // from the fridge into the diary names the diary entry it leads to).
            guard context.scope.kinds == nil else {
                return try pages.render(.problem, ["problem": context.say(.webNoSuchEntry)], context: context, status: .notFound)
            }
            return try pages.render(.problem, ["problem": error.message.text(in: context.language)], context: context, status: .unprocessableContent)
        }
    }
}
