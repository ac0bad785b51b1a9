from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_event_check_ins_body import PostEventCheckInsBody
from ...models.post_event_check_ins_response_201 import PostEventCheckInsResponse201
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    event_id: int,
    *,
    body: PostEventCheckInsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/events/{event_id}/check-ins".format(
            event_id=quote(str(event_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError | None:
    if response.status_code == 201:
        response_201 = PostEventCheckInsResponse201.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostEventCheckInsBody,
) -> Response[Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError]:
    """Check guests in on an entry card (code from its QR code, or invitee_id), guests default 1;
    scanned_at for a scan made offline. The earlier scan wins: a scan with scanned_at on a full card
    displaces check-ins of the card scanned after it (latest first, as many as make room; they stay
    listed with superseded_by) and names them in `superseded`. 404 card_not_found for an unknown,
    reissued or other event’s code; 409 already_admitted (with admitted_total, admits,
    last_checked_in_at, door) when fewer guests remain and no later scan makes room, invitee_declined,
    event_cancelled; a refusal admits no one

     Permission: events.check_in; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):
        body (PostEventCheckInsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostEventCheckInsBody,
) -> Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError | None:
    """Check guests in on an entry card (code from its QR code, or invitee_id), guests default 1;
    scanned_at for a scan made offline. The earlier scan wins: a scan with scanned_at on a full card
    displaces check-ins of the card scanned after it (latest first, as many as make room; they stay
    listed with superseded_by) and names them in `superseded`. 404 card_not_found for an unknown,
    reissued or other event’s code; 409 already_admitted (with admitted_total, admits,
    last_checked_in_at, door) when fewer guests remain and no later scan makes room, invitee_declined,
    event_cancelled; a refusal admits no one

     Permission: events.check_in; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):
        body (PostEventCheckInsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError
    """

    return sync_detailed(
        event_id=event_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostEventCheckInsBody,
) -> Response[Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError]:
    """Check guests in on an entry card (code from its QR code, or invitee_id), guests default 1;
    scanned_at for a scan made offline. The earlier scan wins: a scan with scanned_at on a full card
    displaces check-ins of the card scanned after it (latest first, as many as make room; they stay
    listed with superseded_by) and names them in `superseded`. 404 card_not_found for an unknown,
    reissued or other event’s code; 409 already_admitted (with admitted_total, admits,
    last_checked_in_at, door) when fewer guests remain and no later scan makes room, invitee_declined,
    event_cancelled; a refusal admits no one

     Permission: events.check_in; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):
        body (PostEventCheckInsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostEventCheckInsBody,
) -> Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError | None:
    """Check guests in on an entry card (code from its QR code, or invitee_id), guests default 1;
    scanned_at for a scan made offline. The earlier scan wins: a scan with scanned_at on a full card
    displaces check-ins of the card scanned after it (latest first, as many as make room; they stay
    listed with superseded_by) and names them in `superseded`. 404 card_not_found for an unknown,
    reissued or other event’s code; 409 already_admitted (with admitted_total, admits,
    last_checked_in_at, door) when fewer guests remain and no later scan makes room, invitee_declined,
    event_cancelled; a refusal admits no one

     Permission: events.check_in; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):
        body (PostEventCheckInsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostEventCheckInsResponse201 | RuleError | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            client=client,
            body=body,
        )
    ).parsed
