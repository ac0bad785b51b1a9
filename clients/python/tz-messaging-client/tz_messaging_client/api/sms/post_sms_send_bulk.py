from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bulk_send_accepted import BulkSendAccepted
from ...models.error import Error
from ...models.post_sms_send_bulk_body import PostSmsSendBulkBody
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostSmsSendBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/sms/send-bulk",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BulkSendAccepted | Error | RuleError | RuleError | ValidationError | None:
    if response.status_code == 202:
        response_202 = BulkSendAccepted.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[BulkSendAccepted | Error | RuleError | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsSendBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[BulkSendAccepted | Error | RuleError | RuleError | ValidationError]:
    """Queue many messages as one batch (validated, priced and billed now; each becomes a message row as
    the batch is sent, a scheduled one within seconds); sent in the background through the gateway
    multi-send; normalize: true sends the texts with their GSM-7 look-alikes replaced; invalid: "skip"
    sends the valid items and answers the others in rejected: [{index, to, message, code}] (only what is
    queued is billed), while by default one invalid item refuses the whole list

     Permission: bulk_sms.send

    Args:
        idempotency_key (str | Unset):
        body (PostSmsSendBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BulkSendAccepted | Error | RuleError | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsSendBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> BulkSendAccepted | Error | RuleError | RuleError | ValidationError | None:
    """Queue many messages as one batch (validated, priced and billed now; each becomes a message row as
    the batch is sent, a scheduled one within seconds); sent in the background through the gateway
    multi-send; normalize: true sends the texts with their GSM-7 look-alikes replaced; invalid: "skip"
    sends the valid items and answers the others in rejected: [{index, to, message, code}] (only what is
    queued is billed), while by default one invalid item refuses the whole list

     Permission: bulk_sms.send

    Args:
        idempotency_key (str | Unset):
        body (PostSmsSendBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BulkSendAccepted | Error | RuleError | RuleError | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsSendBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[BulkSendAccepted | Error | RuleError | RuleError | ValidationError]:
    """Queue many messages as one batch (validated, priced and billed now; each becomes a message row as
    the batch is sent, a scheduled one within seconds); sent in the background through the gateway
    multi-send; normalize: true sends the texts with their GSM-7 look-alikes replaced; invalid: "skip"
    sends the valid items and answers the others in rejected: [{index, to, message, code}] (only what is
    queued is billed), while by default one invalid item refuses the whole list

     Permission: bulk_sms.send

    Args:
        idempotency_key (str | Unset):
        body (PostSmsSendBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BulkSendAccepted | Error | RuleError | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsSendBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> BulkSendAccepted | Error | RuleError | RuleError | ValidationError | None:
    """Queue many messages as one batch (validated, priced and billed now; each becomes a message row as
    the batch is sent, a scheduled one within seconds); sent in the background through the gateway
    multi-send; normalize: true sends the texts with their GSM-7 look-alikes replaced; invalid: "skip"
    sends the valid items and answers the others in rejected: [{index, to, message, code}] (only what is
    queued is billed), while by default one invalid item refuses the whole list

     Permission: bulk_sms.send

    Args:
        idempotency_key (str | Unset):
        body (PostSmsSendBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BulkSendAccepted | Error | RuleError | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
