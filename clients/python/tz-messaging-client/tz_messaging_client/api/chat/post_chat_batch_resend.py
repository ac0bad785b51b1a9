from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.batch_resend import BatchResend
from ...models.error import Error
from ...models.post_chat_batch_resend_body import PostChatBatchResendBody
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    chat_batch_id: int,
    *,
    body: PostChatBatchResendBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/chat/batches/{chat_batch_id}/resend".format(
            chat_batch_id=quote(str(chat_batch_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BatchResend | Error | RuleError | RuleError | ValidationError | None:
    if response.status_code == 202:
        response_202 = BatchResend.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RuleError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:

        def _parse_response_422(data: object) -> RuleError | ValidationError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_unprocessable_error_type_0 = ValidationError.from_dict(data)

                return componentsschemas_unprocessable_error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_unprocessable_error_type_1 = RuleError.from_dict(data)

            return componentsschemas_unprocessable_error_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[BatchResend | Error | RuleError | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    chat_batch_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostChatBatchResendBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[BatchResend | Error | RuleError | RuleError | ValidationError]:
    """Send the chat batch's messages in the given statuses (default failed) again as a new chat batch,
    same numbers, template and variables, billed as a new send on the chat wallet; 422 when none matches

     Permission: bulk_sms.send

    Args:
        chat_batch_id (int):
        idempotency_key (str | Unset):
        body (PostChatBatchResendBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResend | Error | RuleError | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        chat_batch_id=chat_batch_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    chat_batch_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostChatBatchResendBody,
    idempotency_key: str | Unset = UNSET,
) -> BatchResend | Error | RuleError | RuleError | ValidationError | None:
    """Send the chat batch's messages in the given statuses (default failed) again as a new chat batch,
    same numbers, template and variables, billed as a new send on the chat wallet; 422 when none matches

     Permission: bulk_sms.send

    Args:
        chat_batch_id (int):
        idempotency_key (str | Unset):
        body (PostChatBatchResendBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResend | Error | RuleError | RuleError | ValidationError
    """

    return sync_detailed(
        chat_batch_id=chat_batch_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    chat_batch_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostChatBatchResendBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[BatchResend | Error | RuleError | RuleError | ValidationError]:
    """Send the chat batch's messages in the given statuses (default failed) again as a new chat batch,
    same numbers, template and variables, billed as a new send on the chat wallet; 422 when none matches

     Permission: bulk_sms.send

    Args:
        chat_batch_id (int):
        idempotency_key (str | Unset):
        body (PostChatBatchResendBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResend | Error | RuleError | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        chat_batch_id=chat_batch_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    chat_batch_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostChatBatchResendBody,
    idempotency_key: str | Unset = UNSET,
) -> BatchResend | Error | RuleError | RuleError | ValidationError | None:
    """Send the chat batch's messages in the given statuses (default failed) again as a new chat batch,
    same numbers, template and variables, billed as a new send on the chat wallet; 422 when none matches

     Permission: bulk_sms.send

    Args:
        chat_batch_id (int):
        idempotency_key (str | Unset):
        body (PostChatBatchResendBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResend | Error | RuleError | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            chat_batch_id=chat_batch_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
