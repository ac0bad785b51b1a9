from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_sms_purchases_online_body import PostSmsPurchasesOnlineBody
from ...models.post_sms_purchases_online_response_201 import PostSmsPurchasesOnlineResponse201
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostSmsPurchasesOnlineBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/sms-purchases/online",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError | None:
    if response.status_code == 201:
        response_201 = PostSmsPurchasesOnlineResponse201.from_dict(response.json())

        return response_201

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

    if response.status_code == 502:
        response_502 = Error.from_dict(response.json())

        return response_502

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsPurchasesOnlineBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError]:
    """Start an online checkout; send the payer to redirect_url. At most 5 checkouts may wait for payment
    at once: a 6th answers 422 {message, pending_ids}

     Permission: purchase_sms.online

    Args:
        idempotency_key (str | Unset):
        body (PostSmsPurchasesOnlineBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError]
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
    body: PostSmsPurchasesOnlineBody,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError | None:
    """Start an online checkout; send the payer to redirect_url. At most 5 checkouts may wait for payment
    at once: a 6th answers 422 {message, pending_ids}

     Permission: purchase_sms.online

    Args:
        idempotency_key (str | Unset):
        body (PostSmsPurchasesOnlineBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsPurchasesOnlineBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError]:
    """Start an online checkout; send the payer to redirect_url. At most 5 checkouts may wait for payment
    at once: a 6th answers 422 {message, pending_ids}

     Permission: purchase_sms.online

    Args:
        idempotency_key (str | Unset):
        body (PostSmsPurchasesOnlineBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError]
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
    body: PostSmsPurchasesOnlineBody,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError | None:
    """Start an online checkout; send the payer to redirect_url. At most 5 checkouts may wait for payment
    at once: a 6th answers 422 {message, pending_ids}

     Permission: purchase_sms.online

    Args:
        idempotency_key (str | Unset):
        body (PostSmsPurchasesOnlineBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostSmsPurchasesOnlineResponse201 | RuleError | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
