from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.put_event_payment_body import PutEventPaymentBody
from ...models.put_event_payment_response_200 import PutEventPaymentResponse200
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    event_id: int,
    payment_id: int,
    *,
    body: PutEventPaymentBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/events/{event_id}/payments/{payment_id}".format(
            event_id=quote(str(event_id), safe=""),
            payment_id=quote(str(payment_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PutEventPaymentResponse200 | RuleError | ValidationError | None:
    if response.status_code == 200:
        response_200 = PutEventPaymentResponse200.from_dict(response.json())

        return response_200

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PutEventPaymentResponse200 | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event_id: int,
    payment_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PutEventPaymentBody,
) -> Response[Error | PutEventPaymentResponse200 | RuleError | ValidationError]:
    """Update a payment

     Permission: events.manage_payments; on this event also a committee treasurer (issue 34 §6)

    Args:
        event_id (int):
        payment_id (int):
        body (PutEventPaymentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PutEventPaymentResponse200 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        payment_id=payment_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event_id: int,
    payment_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PutEventPaymentBody,
) -> Error | PutEventPaymentResponse200 | RuleError | ValidationError | None:
    """Update a payment

     Permission: events.manage_payments; on this event also a committee treasurer (issue 34 §6)

    Args:
        event_id (int):
        payment_id (int):
        body (PutEventPaymentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PutEventPaymentResponse200 | RuleError | ValidationError
    """

    return sync_detailed(
        event_id=event_id,
        payment_id=payment_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    event_id: int,
    payment_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PutEventPaymentBody,
) -> Response[Error | PutEventPaymentResponse200 | RuleError | ValidationError]:
    """Update a payment

     Permission: events.manage_payments; on this event also a committee treasurer (issue 34 §6)

    Args:
        event_id (int):
        payment_id (int):
        body (PutEventPaymentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PutEventPaymentResponse200 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        payment_id=payment_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event_id: int,
    payment_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PutEventPaymentBody,
) -> Error | PutEventPaymentResponse200 | RuleError | ValidationError | None:
    """Update a payment

     Permission: events.manage_payments; on this event also a committee treasurer (issue 34 §6)

    Args:
        event_id (int):
        payment_id (int):
        body (PutEventPaymentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PutEventPaymentResponse200 | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            payment_id=payment_id,
            client=client,
            body=body,
        )
    ).parsed
